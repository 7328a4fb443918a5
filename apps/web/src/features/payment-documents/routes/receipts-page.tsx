import '../receipts.css';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReceipts } from '@/domains/payment-documents/api/get-receipts.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { ReceiptsTable, ReceiptsTableSkeleton } from '../components/receipts-table.tsx';
import { receiptsTexts } from '../texts.ts';

/** Placeholders while the list loads: about what a driver with documents has. */
const SKELETON_ROWS = 3;

/** /profile/receipts (spec 2.7): the driver's payment slips and invoices, each to open, print, save or e-mail. */
export function ReceiptsPage() {
  const { t } = useTranslation(receiptsTexts);
  const receipts = useReceipts();
  let content;
  if (receipts.data) {
    content = receipts.data.length === 0 ? <Text className="receipts-empty">{t('receipts.empty')}</Text> : <ReceiptsTable receipts={receipts.data} />;
  } else if (receipts.isError) {
    content = <LoadErrorCard title={t('receipts.failed')} error={receipts.error} onRetry={() => void receipts.refetch()} />;
  } else {
    content = <ReceiptsTableSkeleton rows={SKELETON_ROWS} />;
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{t('receipts.title')}</Title>
      {content}
    </Stack>
  );
}
