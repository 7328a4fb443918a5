import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/lib/auth/get-profile.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useDurationOptions } from '@/lib/payments/duration-options.ts';
import { useCost } from '@/lib/payments/get-cost.ts';
import { openPaymentModal } from '@/lib/payments/payment-modal-store.ts';
import { newRequestId } from '@/lib/payments/request-id.ts';
import { useSiteOptions } from '@/lib/site/get-site-options.ts';
import { useStartParking } from '../api/start-parking.ts';
import { useZones } from '../api/get-zones.ts';
import { initialRoadside, OTHER_VEHICLE, readRoadside, type RoadsideValues } from '../read-roadside.ts';
import { submitKind } from '../submit-kind.ts';
import { PaymentTypeFields } from './payment-type-fields.tsx';
import { VehicleFields } from './vehicle-fields.tsx';
import { ZoneField } from './zone-field.tsx';

type Field = 'zone' | 'vehicle' | 'duration' | 'time';

// The breakdown (with its table) shows only once the form is filled in, so it loads then.
const CostBreakdown = lazy(async () => ({ default: (await import('@/lib/payments/cost-breakdown.tsx')).CostBreakdown }));

/**
 * The roadside payment card's form (spec §2, §4): zone, vehicle, duration and, where post-payment
 * is on, when the parking began. The cost is asked once all of them are set; the button then starts
 * the session from the balance (free or enough money) or continues in the payment modal.
 */
export function RoadsideForm({ presetZone }: { presetZone: string }) {
  const { t } = useTranslation();
  const settings = useSiteOptions().data?.settings;
  const byParking = settings?.paymentByParkingId ?? false;
  const useTsCategory = settings?.useTsCategory ?? false;
  const profile = useProfile();
  const zones = useZones();
  const durations = useDurationOptions();
  const start = useStartParking();
  const [values, setValues] = useState<RoadsideValues>(() => initialRoadside(presetZone));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [started, setStarted] = useState(false);
  // Only one payment call at a time, even for clicks that land before the next render.
  const busy = useRef(false);

  const vehicles = useMemo(() => [...(profile.data?.ts ?? [])].sort((a, b) => Number(b.mainTs) - Number(a.mainTs)), [profile.data]);
  const parkedPlates = (profile.data?.sessions ?? []).filter((s) => s.status === 'active').map((s) => s.transport.numberTs);
  const context = { zones: zones.data ?? [], vehicles, byParking, useTsCategory, parkedPlates, timeZone: currentCity.timeZone };
  const now = new Date();
  const reading = readRoadside(values, { ...context, now });
  const cost = useCost(reading.costInput);

  const set = <K extends keyof RoadsideValues>(name: K, value: RoadsideValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setStarted(false);
    start.reset();
  };
  const touch = (field: Field) => setTouched((previous) => ({ ...previous, [field]: true }));
  const reset = () => {
    setValues(initialRoadside(presetZone));
    setTouched({});
    setSubmitted(false);
  };
  const shown = (field: Field) => submitted || touched[field] === true;

  const { issues, post } = reading;
  const zoneError = shown('zone') && issues.zone ? t(issues.zone, { ns: 'errors' }) : null;
  const vehicleError =
    shown('vehicle') && issues.vehicle
      ? reading.vehicleChoice === OTHER_VEHICLE
        ? t(`parking.issue.${issues.vehicle}`)
        : t('EmptyTs', { ns: 'errors' })
      : null;
  const durationError = shown('duration') && issues.duration ? t(issues.duration, { ns: 'errors' }) : null;
  // A future start is said at once: it is a choice the driver has just made, not a gap to fill.
  const timeError = post.issue && (post.issue === 'FuturePost' || shown('time')) ? t(post.issue, { ns: 'errors' }) : null;

  const kind = cost.data && !cost.isError ? submitKind(cost.data) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy.current) return;
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
    if (submitKind(cost.data) === 'continue') {
      openPaymentModal({ type: 'start', start: { ...payment, zoneName: zone.name, onDone: reset } });
      return;
    }
    busy.current = true;
    start.mutate(
      { ...payment, requestId: newRequestId() },
      {
        onSuccess: () => {
          reset();
          setStarted(true);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  if (zones.isError || profile.isError) {
    const failed = zones.isError ? zones : profile;
    return (
      <Alert color="red" title={t(zones.isError ? 'parking.zonesFailed' : 'parking.profileFailed')}>
        {errorMessage(t, failed.error)}
        <Group mt="sm">
          <Button variant="light" color="red" onClick={() => void failed.refetch()}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!profile.data) return <Skeleton h={240} radius="md" />;

  const pending = start.isPending;
  return (
    <form noValidate onSubmit={submit} aria-label={t('parking.tab.roadside')}>
      <Stack>
        <ZoneField
          value={values.zone}
          onChange={(zone) => set('zone', zone)}
          onBlur={() => touch('zone')}
          zones={zones.data ?? []}
          byParking={byParking}
          error={zoneError}
          description={zones.isPending ? t('parking.zonesLoading') : reading.zone?.name}
          disabled={pending}
        />
        <VehicleFields
          values={values}
          choice={reading.vehicleChoice}
          vehicles={vehicles}
          useTsCategory={useTsCategory}
          set={set}
          onBlur={() => touch('vehicle')}
          error={vehicleError}
          disabled={pending}
        />
        <NativeSelect
          label={t('parking.duration')}
          value={values.duration}
          onChange={(event) => set('duration', event.currentTarget.value)}
          onBlur={() => touch('duration')}
          data={[{ value: '', label: t('parking.chooseDuration') }, ...durations]}
          error={durationError}
          disabled={pending}
          required
        />
        {settings?.usePostPayment && (
          <PaymentTypeFields
            type={values.type}
            time={values.time}
            withYesterday={settings.usePostPaymentYesterday}
            onType={(type) => {
              // Another type means another day or none: the old start time no longer applies.
              set('type', type);
              set('time', '');
            }}
            onTime={(time) => set('time', time)}
            onBlur={() => touch('time')}
            now={now}
            error={timeError}
            disabled={pending}
          />
        )}
        {reading.costInput && (
          <Suspense fallback={<Skeleton h={48} />}>
            <CostBreakdown cost={cost.data} error={cost.error ?? undefined} loading={cost.isFetching} />
          </Suspense>
        )}
        {start.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, start.error)}
          </Alert>
        )}
        {started && (
          <Alert color="green" role="status" withCloseButton closeButtonLabel={t('actions.close')} onClose={() => setStarted(false)}>
            {t('parking.started')}
          </Alert>
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
