import { memo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { isAnyZone, type TOperation } from '@city-parking/contract/operations/operation';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { AMOUNT_SIGN, amountTone, intervalText } from '../operation-view.ts';
import { operationsTexts } from '../texts.ts';

/** The rows are handed the page's `t`; their keys are the operations namespace's. */
const ns = operationsTexts;

/** What every row needs, built once per language instead of once per row. */
export interface RowView {
  t: TFunction;
  rubles: (rubles: number) => string;
  timeZone: string;
  byParking: boolean;
}

const COLUMNS = ['date', 'operation', 'amount', 'description', 'status'] as const;
type Column = (typeof COLUMNS)[number];

/** The method a payment went through, in words where the screen knows it. */
const METHODS = new Set(['balance', 'card', 'mobile', 'sbp']);

/** A cell: on a phone it shows its column's name beside the value (the header row is then out of sight, but still read). */
function Cell({ column, label, children }: { column: Column; label: string; children: ReactNode }) {
  return (
    <div role="cell" className={`ops-cell ops-cell-${column}`}>
      <span className="ops-cell-label" aria-hidden="true">
        {label}
      </span>
      <div className="ops-cell-value">{children}</div>
    </div>
  );
}

/** A zone as a row names it; `#` is every zone (a pass of the whole city, and its refund). */
const zoneText = (zone: string, t: TFunction) => (isAnyZone(zone) ? t('operations.allZones', { ns }) : t('operations.zoneValue', { ns, zone }));

function descriptionOf(operation: TOperation, view: RowView): string[] {
  const { t, timeZone, byParking } = view;
  const lines: string[] = [];
  const place =
    operation.type === 'paymentGate' && operation.zone
      ? t('operations.parkingValue', { ns, parking: operation.zone })
      : byParking && operation.parking
        ? t('operations.parkingValue', { ns, parking: operation.parking })
        : operation.zone
          ? zoneText(operation.zone, t)
          : '';
  const first = [place, operation.transport ?? ''].filter(Boolean).join(' · ');
  if (first) lines.push(first);
  if (operation.startsOf && operation.endOf) lines.push(intervalText(operation.startsOf, operation.endOf, timeZone));
  // Paid (or refunded) on the company's account rather than the driver's own money.
  if (operation.company) lines.push(t('operations.companyPaid', { ns, company: operation.company }));
  if (!first && METHODS.has(operation.resolution)) lines.push(t(`operations.method.${operation.resolution}`, { ns }));
  return lines;
}

/** One operation as a table row (a card on a phone). Plain markup and no hooks: two thousand of them stay cheap. */
function operationRow(operation: TOperation, view: RowView, headers: Record<Column, string>) {
  const { t, rubles, timeZone } = view;
  const tone = amountTone(operation.type, operation.sum);
  const date = formatDateTime(operation.dateOperation, 'DD.MM.YYYY HH:mm', timeZone);
  const [day, time] = date.split(' ');
  return (
    <div role="row" className="ops-row" key={operation.orderNumber}>
      <Cell column="date" label={headers.date}>
        <span className="ops-date">{day}</span> <span className="ops-time">{time}</span>
      </Cell>
      <Cell column="operation" label={headers.operation}>
        {t(`operations.type.${operation.type}`, { ns })}
      </Cell>
      <Cell column="amount" label={headers.amount}>
        <span className={`ops-amount ops-amount-${tone}`}>
          {AMOUNT_SIGN[tone]}
          {rubles(operation.sum)}
        </span>
        {operation.sumSale > 0 && <span className="ops-sale">{t('operations.sale', { ns, amount: rubles(operation.sumSale) })}</span>}
      </Cell>
      <Cell column="description" label={headers.description}>
        {descriptionOf(operation, view).map((line) => (
          <span className="ops-line" key={line}>
            {line}
          </span>
        ))}
      </Cell>
      <Cell column="status" label={headers.status}>
        <span className={`ops-status ops-status-${operation.status}`}>{t(`operations.status.${operation.status}`, { ns })}</span>
        {operation.checkFiscal && (
          <a className="ops-receipt" href={operation.checkFiscal} target="_blank" rel="noreferrer" aria-label={t('operations.receiptLabel', { ns, date })}>
            {t('operations.receipt', { ns })}
          </a>
        )}
        {operation.checkUrl && (
          <a className="ops-receipt" href={operation.checkUrl} target="_blank" rel="noreferrer" aria-label={t('operations.checkLabel', { ns, date })}>
            {t('operations.check', { ns })}
          </a>
        )}
      </Cell>
    </div>
  );
}

export function columnHeaders(t: TFunction): Record<Column, string> {
  return {
    date: t('operations.col.date', { ns }),
    operation: t('operations.col.operation', { ns }),
    amount: t('operations.col.amount', { ns }),
    description: t('operations.col.description', { ns }),
    status: t('operations.col.status', { ns }),
  };
}

/** The header row; on a phone it is kept for screen readers only. */
export function HeaderRow({ headers }: { headers: Record<Column, string> }) {
  return (
    <div role="rowgroup" className="ops-head">
      <div role="row" className="ops-row ops-row-head">
        {COLUMNS.map((column) => (
          <div role="columnheader" key={column} className={`ops-cell ops-cell-${column}`}>
            {headers[column]}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * One loaded page of 50 rows. A page's rows only render again when the language changes: the
 * pages TanStack Query keeps are the same arrays when the next page arrives, so memo skips them.
 * Off-screen pages are left out of layout and paint (content-visibility in operations.css).
 */
export const OperationsPageRows = memo(function OperationsPageRows({ operations, view }: { operations: readonly TOperation[]; view: RowView }) {
  const headers = columnHeaders(view.t);
  return (
    <div role="rowgroup" className="ops-page">
      {operations.map((operation) => operationRow(operation, view, headers))}
    </div>
  );
});

/** Rows of the list's placeholder, of a real row's size. */
export function SkeletonRows({ count }: { count: number }) {
  return (
    <div className="ops-page" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div className="ops-row ops-row-skeleton" key={index}>
          {COLUMNS.map((column) => (
            <div key={column} className={`ops-cell ops-cell-${column}`}>
              <span className="ops-skeleton-bar" />
              {(column === 'description' || column === 'date') && <span className="ops-skeleton-bar ops-skeleton-bar-short" />}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
