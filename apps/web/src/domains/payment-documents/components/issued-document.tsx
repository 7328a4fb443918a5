import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import type { TReceipt } from '@city-parking/contract/receipts/receipt';
import { currentCity } from '@/lib/city/current-city.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import type { DocumentCompany } from '../document-company.ts';
import { receiptModeTexts } from '../receipt-mode-texts.ts';
import { DocumentActions } from './document-actions.tsx';

/**
 * A document just issued: its number, UIN, sum and the last day to pay, on the city's clock, and
 * what can be done with it (open, print, save, e-mail).
 */
export function IssuedDocument({ document, onClose, company }: { document: TReceipt; onClose: () => void; company?: DocumentCompany | undefined }) {
  const { t } = useTranslation(receiptModeTexts);
  const { money } = useMoney();
  // The form the driver was on is gone: focus goes to what replaced it, so a screen reader says it.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const titleKey = document.kind === 'invoice' ? 'issued.invoiceTitle' : 'issued.slipTitle';
  const rows: [string, string][] = [
    [t('issued.number'), document.receiptnumber],
    [t('issued.uin'), document.UIN],
    [t('issued.sum'), money(document.sum)],
    [t('issued.payUntil'), formatDateTime(document.payUntil, 'DD.MM.YYYY HH:mm', currentCity.timeZone)],
  ];
  return (
    <Stack>
      <Title ref={title} order={3} fz="lg" tabIndex={-1}>
        {t(titleKey, { number: document.receiptnumber })}
      </Title>
      <dl style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" fz="sm" c="dimmed" miw={110}>
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </dl>
      <DocumentActions receiptnumber={document.receiptnumber} company={company} />
      <Text fz="sm">{t('issued.hint')}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('issued.done')}</Button>
      </Group>
    </Stack>
  );
}
