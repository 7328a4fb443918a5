import { useRef, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useToken } from '@/lib/auth/token-store.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { getReceiptPdf } from '../api/get-receipt-pdf.ts';
import { openPendingTab, printBlob, saveBlob } from '../document-file.ts';
import { paymentDocumentsTexts } from '../texts.ts';
import { SendByEmailForm } from './send-by-email-form.tsx';
import '../payment-documents.css';

type Action = 'open' | 'print' | 'download';

/** The name a saved document takes (spec 2.7). */
const FILE_NAME = 'receipt.pdf';

/**
 * What a driver does with a payment document (spec 2.7): open it as a PDF in a new tab, print it
 * through a hidden frame, download it as receipt.pdf, or send it by e-mail. The PDF is fetched once
 * with the driver's token (a link could not carry it safely) and kept for the other actions.
 * Used by the receipts screen and by the payment modal's receipt mode.
 */
export function DocumentActions({ receiptnumber }: { receiptnumber: string }) {
  const { t } = useTranslation(paymentDocumentsTexts);
  const token = useToken('standart');
  // The driver's own address fills the e-mail form; it stays editable.
  const profileEmail = useProfile().data?.email ?? '';
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

  const run = (action: Action, use: (blob: Blob) => void, onFail?: () => void) => {
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
        <Button size="xs" variant="light" loading={pending === 'download'} onClick={() => run('download', (blob) => saveBlob(blob, FILE_NAME))}>
          {t('documents.download')}
        </Button>
        <Button size="xs" variant={mailing ? 'filled' : 'light'} aria-expanded={mailing} onClick={() => setMailing((open) => !open)}>
          {t('documents.email')}
        </Button>
      </Group>
      <ErrorAlert error={error ?? undefined} />
      {mailing && <SendByEmailForm token={token} receiptnumber={receiptnumber} initialEmail={profileEmail} onClose={() => setMailing(false)} />}
    </Stack>
  );
}
