import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBenefit } from '@city-parking/contract/subscriptions/subscriptions';
import { currentCity } from '@/lib/city/current-city.ts';
import { formatPercent } from '@/lib/i18n/format-percent.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { benefitActions, benefitDate, isPaused, vehicleOf, zoneList, type BenefitAction } from '../benefit-view.ts';
import { subscriptionsTexts } from '../texts.ts';

const COLUMNS = ['type', 'zone', 'vehicle', 'sale', 'start', 'end', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

// A confirmation's code (Mantine's Modal, the action calls) loads when one is first asked for.
const BenefitActionDialog = lazy(async () => ({ default: (await import('./benefit-action-dialog.tsx')).BenefitActionDialog }));

/** One placeholder row while the subscriptions load, of the size of a row and of the empty state's row. */
const SKELETON_ROWS = 1;

interface Props {
  benefits: TBenefit[] | undefined;
  error: unknown;
  /** Whether the city lets drivers act on their subscriptions (useSubscriptionConstructor). */
  constructorOn: boolean;
  onRetry: () => void;
}

/** A cell: on a phone it shows its column's name beside the value (the header row is then out of sight, but still read). */
function Cell({ column, label, children }: { column: Column; label: string; children: ReactNode }) {
  return (
    <div role="cell" className={`subs-cell subs-cell-${column}`}>
      <span className="subs-cell-label" aria-hidden="true">
        {label}
      </span>
      <div className="subs-cell-value">{children}</div>
    </div>
  );
}

/**
 * The driver's subscriptions (spec §2.3): type, zones, vehicle, discount, period, and with the
 * constructor setting the actions each row's flags allow. A table on a wide screen, cards on a phone.
 */
export function BenefitsTable({ benefits, error, constructorOn, onRetry }: Props) {
  const { t, i18n } = useTranslation(subscriptionsTexts);
  const { language } = useLanguage();
  const [open, setOpen] = useState<{ benefit: TBenefit; action: BenefitAction } | null>(null);
  const columns = COLUMNS.filter((column) => column !== 'actions' || constructorOn);
  const headers = Object.fromEntries(COLUMNS.map((column) => [column, t(`subscriptions.col.${column}`)])) as Record<Column, string>;

  if (error && !benefits) return <LoadErrorCard title={t('subscriptions.benefitsFailed')} error={error} onRetry={onRetry} />;

  const actionLabel = (benefit: TBenefit, action: BenefitAction) =>
    `${t(`subscriptions.${action}`)}: ${t('subscriptions.actionsFor', { label: benefit.variation, vehicle: vehicleOf(benefit.transport) ?? t('subscriptions.anyVehicle') })}`;
  return (
    <>
      <div
        role="table"
        className={constructorOn ? 'subs-table subs-table-actions' : 'subs-table'}
        aria-label={t('subscriptions.benefits')}
        aria-busy={!benefits}
        lang={i18n.language}
      >
        <div role="rowgroup" className="subs-head">
          <div role="row" className="subs-row subs-row-head">
            {columns.map((column) => (
              <div role="columnheader" key={column} className={`subs-cell subs-cell-${column}`}>
                {headers[column]}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {benefits?.length === 0 && (
            // The empty state takes a row's place, of the placeholder row's size: nothing below moves when the list arrives.
            <div role="row" className="subs-row subs-row-empty">
              <div role="cell" className="subs-cell">
                {t('subscriptions.noBenefits')}
              </div>
            </div>
          )}
          {benefits
            ? benefits.map((benefit) => (
                <div role="row" className="subs-row" key={benefit.orderNum}>
                  <Cell column="type" label={headers.type}>
                    {benefit.variation}
                    {isPaused(benefit) && <span className="subs-paused">{t('subscriptions.paused')}</span>}
                  </Cell>
                  <Cell column="zone" label={headers.zone}>
                    {zoneList(benefit.zone) ?? t('subscriptions.allZones')}
                  </Cell>
                  <Cell column="vehicle" label={headers.vehicle}>
                    {vehicleOf(benefit.transport) ?? t('subscriptions.anyVehicle')}
                  </Cell>
                  <Cell column="sale" label={headers.sale}>
                    {formatPercent(benefit.sale / 100, language)}
                  </Cell>
                  <Cell column="start" label={headers.start}>
                    {benefitDate(benefit.startOf, currentCity.timeZone)}
                  </Cell>
                  <Cell column="end" label={headers.end}>
                    {benefitDate(benefit.endOf, currentCity.timeZone)}
                  </Cell>
                  {constructorOn && (
                    <Cell column="actions" label={headers.actions}>
                      <Group gap={6}>
                        {benefitActions(benefit, constructorOn).map((action) => (
                          <Button
                            key={action}
                            size="compact-sm"
                            variant="light"
                            color={action === 'refund' ? 'red' : undefined}
                            aria-label={actionLabel(benefit, action)}
                            onClick={() => setOpen({ benefit, action })}
                          >
                            {t(`subscriptions.${action}`)}
                          </Button>
                        ))}
                      </Group>
                    </Cell>
                  )}
                </div>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <div className="subs-row subs-row-skeleton" key={index} aria-hidden="true">
                  {columns.map((column) => (
                    <div key={column} className={`subs-cell subs-cell-${column}`}>
                      <span className="subs-skeleton-bar" />
                    </div>
                  ))}
                </div>
              ))}
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <BenefitActionDialog benefit={open.benefit} action={open.action} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
