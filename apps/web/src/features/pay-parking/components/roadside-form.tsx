import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ParkingTimeFields } from '@/domains/parking/components/parking-time-fields.tsx';
import { submitKind } from '@/domains/parking/submit-kind.ts';
import { COMPANY_METHOD } from '@city-parking/contract/corporate/company-payers';
import { companyFor, useCompanyPayers } from '@/domains/payments/api/get-company-payers.ts';
import { useCost } from '@/domains/payments/api/get-cost.ts';
import { CompanyPayChoice, type Payer } from '@/domains/payments/components/company-pay-choice.tsx';
import { openPaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { newRequestId } from '@/domains/payments/request-id.ts';
import type { TPaymentConfirmation } from '@city-parking/contract/payments/payment-confirmation';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { useStartParking } from '../api/start-parking.ts';
import { readRoadside } from '../read-roadside.ts';
import { useDriverRoadside } from '../use-driver-roadside.ts';
import { useRoadsideValues } from '../use-roadside-values.ts';
import { RoadsideLoadState } from './roadside-load-state.tsx';
import { StartAlerts } from './start-alerts.tsx';
import { ZoneVehicleFields } from './zone-vehicle-fields.tsx';
import { parkingFeatureTexts } from '../texts.ts';
import { parkingTexts } from '@/domains/parking/texts.ts';

// The breakdown (with its table) shows only once the form is filled in, so it loads then.
const loadCostBreakdown = () => import('@/domains/payments/components/cost-breakdown.tsx');
const CostBreakdown = lazy(async () => ({ default: (await loadCostBreakdown()).CostBreakdown }));
// A dialog (Mantine's Modal): its code loads with the first start paid here.
const PaymentConfirmationDialog = lazy(async () => ({
  default: (await import('@/domains/payments/components/payment-confirmation-dialog.tsx')).PaymentConfirmationDialog,
}));

/**
 * The roadside payment card's form (spec §2, §4): zone, vehicle, duration and, where post-payment
 * is on, when the parking began. The cost is asked once all of them are set; the button then starts
 * the session from the balance (free or enough money) or continues in the payment modal.
 */
export function RoadsideForm({ presetZone }: { presetZone: string }) {
  const { t } = useTranslation([parkingFeatureTexts, parkingTexts]);
  const source = useDriverRoadside();
  const { settings, byParking, profile, zones, context } = source;
  const start = useStartParking();
  const { values, set, reset, fields, started, closeStarted, markStarted } = useRoadsideValues(presetZone, start.reset);
  // The price's code is fetched while the driver fills the form, so that it is here before the price:
  // arriving after it, it grew the form under the button the driver was about to press.
  useEffect(() => {
    void loadCostBreakdown();
  }, []);
  // Only one payment call at a time, even for clicks that land before the next render.
  const guard = useSubmitGuard();
  // What the server says the start bought (a post-payment's parking may be over already).
  const [confirmation, setConfirmation] = useState<TPaymentConfirmation | null>(null);

  const now = new Date();
  const reading = readRoadside(values, { ...context, now });
  const cost = useCost(reading.costInput);

  // A company's vehicle the driver may park on its account: the form offers the company as the payer.
  const company = companyFor(useCompanyPayers().data, reading.vehicle?.Number);
  const [payer, setPayer] = useState<Payer>('own');
  const byCompany = company !== undefined && payer === 'company';
  // The company's account pays at once, whatever the driver's own balance.
  const kind = cost.data && !cost.isError ? (byCompany && cost.data.totalcost > 0 ? 'start' : submitKind(cost.data)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fields.markSubmitted(event);
    if (guard.busy) return;
    // The start time is checked against the clock of the moment of paying, not of the last render.
    const fresh = readRoadside(values, { ...context, now: new Date() });
    const { zone, vehicle, duration } = fresh;
    if (!zone || !vehicle || duration === undefined || fresh.post.issue || !cost.data || cost.isError) return;
    const payment = {
      zone: zone.zonenumber,
      parkingCode: byParking ? zone.code : '',
      vehicle,
      duration,
      ...(fresh.post.timestart ? { timestart: fresh.post.timestart } : {}),
    };
    if (!byCompany && submitKind(cost.data) === 'continue') {
      openPaymentModal({ type: 'start', start: { ...payment, zoneName: zone.name, onDone: reset } });
      return;
    }
    if (!guard.hold()) return;
    const since = Date.now();
    start.mutate(
      { ...payment, ...(byCompany ? { paymentService: COMPANY_METHOD } : {}), requestId: newRequestId() },
      {
        onSuccess: (answer) => {
          setConfirmation(answer.confirmation ?? null);
          markStarted(answer.sessionId, since);
        },
        onSettled: guard.release,
      },
    );
  };

  if (zones.isError || profile.isError || !profile.data) return <RoadsideLoadState source={source} height={240} />;

  const pending = start.isPending;
  return (
    <form noValidate onSubmit={submit} aria-label={t('parking.tab.roadside')}>
      <Stack>
        <ZoneVehicleFields source={source} values={values} reading={reading} set={set} fields={fields} disabled={pending} />
        <ParkingTimeFields
          values={values}
          set={set}
          reading={reading}
          shown={fields.shown}
          touch={fields.touch}
          postPayment={settings?.usePostPayment ?? false}
          withYesterday={settings?.usePostPaymentYesterday ?? false}
          now={now}
          disabled={pending}
        />
        {company && (
          <CompanyPayChoice
            company={company}
            value={payer}
            onChange={(next) => {
              setPayer(next);
              start.reset();
            }}
            disabled={pending}
          />
        )}
        {reading.costInput && (
          <Suspense fallback={<Skeleton h={48} />}>
            <CostBreakdown cost={cost.data} error={cost.error ?? undefined} loading={cost.isFetching} />
          </Suspense>
        )}
        {/* Without the server's confirmation (an older back end) the start is only said to have begun. */}
        <StartAlerts start={start} started={started && !confirmation ? t('parking.started') : null} onClose={closeStarted} />
        {confirmation && (
          <Suspense fallback={null}>
            <PaymentConfirmationDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
          </Suspense>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={reading.costInput !== null && kind === null}>
            {t(`parking.submit.${kind ?? 'start'}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
