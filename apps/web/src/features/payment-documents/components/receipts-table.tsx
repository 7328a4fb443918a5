import { useTranslation } from 'react-i18next';
import type { TReceipt } from '@city-parking/contract/receipts/payment-documents';
import { formatDate } from '@city-parking/contract/format/format-date';
import { DocumentActions } from '@/domains/payment-documents/components/document-actions.tsx';
import { currentCity } from '@/lib/city/current-city.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { receiptsTexts } from '../texts.ts';

const COLUMNS = ['date', 'number', 'sum', 'status', 'name', 'type', 'uin'] as const;

/**
 * The driver's documents (spec 2.7): a row of values each, with its actions below. A table on a
 * desktop; under 48em each document becomes a card whose cells carry their column's name (receipts.css).
 */
export function ReceiptsTable({ receipts }: { receipts: readonly TReceipt[] }) {
  const { t } = useTranslation(receiptsTexts);
  const { money } = useMoney();
  return (
    <table className="receipts-table">
      <caption className="receipts-caption">{t('receipts.caption')}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`receipts.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      {receipts.map((receipt) => (
        // One body per document: its values, then its actions across the table's width.
        <tbody key={receipt.receiptnumber} className="receipts-document">
          <tr>
            {/* The city's clock, as the document prints its date. */}
            <td data-label={t('receipts.date')}>{formatDate(receipt.date, currentCity.timeZone)}</td>
            <th scope="row" data-label={t('receipts.number')}>
              {receipt.receiptnumber}
            </th>
            <td data-label={t('receipts.sum')} className="receipts-sum">
              {money(receipt.sum)}
            </td>
            <td data-label={t('receipts.status')} className={`receipts-status receipts-status-${receipt.status}`}>
              {t(`receipts.status.${receipt.status}`)}
            </td>
            <td data-label={t('receipts.name')}>{receipt.receiptname}</td>
            {/* Spec 2.7: legal reads invoice, any other type a receipt. */}
            <td data-label={t('receipts.type')}>{receipt.type === 'legal' ? t('receipts.type.legal') : t('receipts.type.individual')}</td>
            <td data-label={t('receipts.uin')} className="receipts-uin">
              {receipt.UIN}
            </td>
          </tr>
          <tr className="receipts-actions">
            <td colSpan={COLUMNS.length}>
              <DocumentActions receiptnumber={receipt.receiptnumber} />
            </td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}

/** Rows of the final height while the list loads, so that nothing moves when it arrives. */
export function ReceiptsTableSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation(receiptsTexts);
  return (
    <div className="receipts-skeleton" aria-busy="true" aria-label={t('receipts.loading')} role="status">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="receipts-skeleton-row" />
      ))}
    </div>
  );
}
