import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { saveFile } from '@/lib/http/save-file.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { getReceiptPdf } from '../api/get-receipt-pdf.ts';
import type { DocumentCompany } from '../document-company.ts';
import { openPendingTab, printBlob } from '../document-file.ts';
import { paymentDocumentsTexts } from '../texts.ts';
import '../payment-documents.css';

type Action = 'open' | 'print' | 'download';

/**
 * The e-mail form comes with its first opening: its input and form code (about 5 KB gzip) would
 * otherwise weigh on the first load of every page that shows documents, the payment modal's too.
 */
const loadEmailForm = () => import('./send-by-email-form.tsx');
const SendByEmailForm = lazy(async () => ({ default: (await loadEmailForm()).SendByEmailForm }));

/** The name a saved document takes (spec 2.7). */
const FILE_NAME = 'receipt.pdf';

/**
 * What a driver does with a payment document (spec 2.7): open it as a PDF in a new tab, print it
 * through a hidden frame, download it as receipt.pdf, or send it by e-mail. The PDF is fetched once
 * with the driver's token (a link could not carry it safely) and kept for the other actions.
 * Used by the receipts screen and by the payment modal's receipt mode; a company's invoice (the
 * corporate cabinet's `company`) with the company's coop token and address.
 */
export function DocumentActions({ receiptnumber, company }: { receiptnumber: string; company?: DocumentCompany | undefined }) {
  const { t } = useTranslation(paymentDocumentsTexts);
  const driverToken = useToken('standart');
  const coopToken = useToken('coop');
  const token = company ? coopToken : driverToken;
  // The owner's own address fills the e-mail form; it stays editable.
  const driverEmail = useProfile().data?.email ?? '';
  const profileEmail = company ? company.email : driverEmail;
  const pdf = useRef<Promise<Blob> | null>(null);
  const [pending, setPending] = useState<Action | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [mailing, setMailing] = useState(false);

  const loadPdf = () => {
    pdf.current ??= getReceiptPdf(token, receiptnumber).catch((failure: unknown) => {
      // A failed fetch is not kept: the next click asks again.
      pdf.current = null;
      throw failure;
    });
    return pdf.current;
  };

  const run = (action: Action, use: (blob: Blob) => void | Promise<void>, onFail?: () => void) => {
    if (pending) return;
    setPending(action);
    setError(null);
    loadPdf()
      .then(use)
      .catch((failure: unknown) => {
        onFail?.();
        setError(failure);
      })
      .finally(() => setPending(null));
  };

  const open = () => {
    // Opened in the click itself; popup blockers stop a tab opened once the PDF has arrived.
    const tab = openPendingTab();
    run('open', tab.show, tab.close);
  };

  return (
    <Stack gap="xs" className="pd-actions">
      <Group gap="xs" role="group" aria-label={t('documents.actions', { number: receiptnumber })}>
        <Button size="xs" variant="light" loading={pending === 'open'} onClick={open}>
          {t('documents.open')}
        </Button>
        <Button
          size="xs"
          variant="light"
          loading={pending === 'print'}
          onClick={() => run('print', (blob) => printBlob(blob, t('documents.pdfTitle', { number: receiptnumber })))}
        >
          {t('documents.print')}
        </Button>
        <Button size="xs" variant="light" loading={pending === 'download'} onClick={() => run('download', (blob) => saveFile(blob, FILE_NAME))}>
          {t('documents.download')}
        </Button>
        <Button
          size="xs"
          variant={mailing ? 'filled' : 'light'}
          aria-expanded={mailing}
          onPointerEnter={() => void loadEmailForm()}
          onFocus={() => void loadEmailForm()}
          onClick={() => setMailing((open) => !open)}
        >
          {t('documents.email')}
        </Button>
      </Group>
      <ErrorAlert error={error ?? undefined} />
      {mailing && (
        <Suspense fallback={null}>
          <SendByEmailForm token={token} receiptnumber={receiptnumber} initialEmail={profileEmail} onClose={() => setMailing(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
