import { useId, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentCity } from '@/lib/city/current-city.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { useZones } from '@/domains/parking/api/get-zones.ts';
import { ParkingTimeFields } from '@/domains/parking/components/parking-time-fields.tsx';
import { PlateFields } from '@/domains/parking/components/plate-fields.tsx';
import { submitKind } from '@/domains/parking/submit-kind.ts';
import { ZoneField } from '@/domains/parking/components/zone-field.tsx';
import { CostBreakdown } from '@/domains/payments/components/cost-breakdown.tsx';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useGuestCost } from '../api/get-guest-cost.ts';
import { useStartGuestParking } from '../api/start-guest-parking.ts';
import { canStartGuest } from '../can-start-guest.ts';
import { goToProvider } from '../go-to-provider.ts';
import { initialGuestValues, readGuestForm, type GuestValues } from '../read-guest-form.ts';
import { useGuestPayer } from '../use-guest-payer.ts';
import { GuestPayerFields } from './guest-payer-fields.tsx';
import { guestPaymentTexts } from '../texts.ts';
import { parkingTexts } from '@/domains/parking/texts.ts';
import { paymentsTexts } from '@/domains/payments/texts.ts';

/**
 * The guest's roadside payment (spec: guest payment screen, §4, §5): zone or parking, a typed plate,
 * duration, today or post-payment, then a provider method and the payer's phone. The price shows
 * once it is known; the button sends the guest to the provider's page.
 */
export function GuestRoadsideForm() {
  const { t } = useTranslation([guestPaymentTexts, parkingTexts, paymentsTexts]);
  const settings = useSiteOptions().data?.settings;
  const byParking = settings?.paymentByParkingId ?? false;
  const useTsCategory = settings?.useTsCategory ?? false;
  const zones = useZones();
  const payer = useGuestPayer();
  const start = useStartGuestParking();
  // Issues come from the form's reader (readGuestForm), said once `shown` allows; an edit forgets the last start's error.
  const form = useForm<GuestValues>({ initialValues: initialGuestValues, onEdit: start.reset });
  const { values, submitted, touch, shown, markSubmitted, setFieldValue: set } = form;
  // Only one payment call at a time, even for clicks that land before the next render.
  const guard = useSubmitGuard();

  const context = { zones: zones.data ?? [], byParking, useTsCategory, timeZone: currentCity.timeZone };
  const now = new Date();
  const reading = readGuestForm(values, { ...context, now });
  const cost = useGuestCost(reading.costInput);

  const reset = () => {
    form.reset();
    payer.reset();
  };

  const { issues, post } = reading;
  const zoneError = shown('zone') && issues.zone ? t(issues.zone, { ns: 'errors' }) : null;
  const vehicleError = shown('plate') && issues.vehicle ? t(`parking.issue.${issues.vehicle}`) : null;

  const invalid = Object.keys(issues).length > 0 || post.issue !== undefined || !payer.ready;
  const priced = reading.costInput !== null && (cost.isSuccess || cost.isError);
  const enabled = reading.costInput !== null && canStartGuest({ cost: cost.data, costFailed: cost.isError, invalid });
  // A guest has no balance: a cost is free or goes on to the provider.
  const kind = cost.data && !cost.isError ? submitKind(cost.data) : 'continue';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    markSubmitted(event);
    if (guard.busy) return;
    // The start time is checked against the clock of the moment of paying, not of the last render.
    const fresh = readGuestForm(values, { ...context, now: new Date() });
    const { zone, vehicle, duration } = fresh;
    const phone = payer.phoneToSend;
    if (!zone || !vehicle || duration === undefined || !phone || fresh.post.issue || !enabled || !guard.hold()) return;
    start.mutate(
      {
        zone: zone.zonenumber,
        parkingCode: byParking ? zone.code : '',
        vehicle,
        duration,
        paymentService: payer.choice.method,
        phone,
        ...(fresh.post.timestart ? { timestart: fresh.post.timestart } : {}),
      },
      {
        onSuccess: (answer) => {
          reset();
          goToProvider(answer.RedirectURL);
        },
        onSettled: guard.release,
      },
    );
  };

  const pending = start.isPending;
  // The button stays disabled until the form can be paid (spec §4); this says what it still waits for.
  const missing = [
    issues.zone && t('guest.missing.zone'),
    issues.vehicle && t('guest.missing.plate'),
    issues.duration && t('guest.missing.duration'),
    post.issue && t('guest.missing.start'),
    payer.issues.method && t('guest.missing.method'),
    payer.issues.phone && t('guest.missing.phone'),
  ].filter(Boolean);
  const missingId = useId();
  const missingShown = !enabled && !pending && missing.length > 0;
  return (
    <form noValidate onSubmit={submit} aria-label={t('guest.kind.roadside')}>
      <Stack>
        <ZoneField
          value={values.zone}
          onChange={(zone) => set('zone', zone)}
          onBlur={() => touch('zone')}
          zones={zones}
          byParking={byParking}
          chosen={reading.zone}
          error={zoneError}
          disabled={pending}
        />
        <PlateFields values={values} useTsCategory={useTsCategory} set={set} onBlur={() => touch('plate')} error={vehicleError} disabled={pending} />
        <ParkingTimeFields
          values={values}
          set={set}
          reading={reading}
          shown={shown}
          touch={touch}
          postPayment={settings?.usePostPayment ?? false}
          withYesterday={false}
          now={now}
          disabled={pending}
        />
        <GuestPayerFields payer={payer} showIssues={submitted} onChange={() => start.reset()} disabled={pending} />
        {reading.costInput &&
          (priced ? (
            <CostBreakdown cost={cost.data} error={cost.error ?? undefined} loading={cost.isFetching} />
          ) : (
            <Group gap="xs">
              <Loader size="sm" />
              <Text c="dimmed">{t('payment.costLoading')}</Text>
            </Group>
          ))}
        <ErrorAlert error={start.error} />
        {start.isSuccess && (
          <Alert color="blue" role="status">
            {t('guest.redirecting')}
          </Alert>
        )}
        <Group justify="flex-end">
          {missingShown && (
            <Text id={missingId} fz="sm" c="dimmed">
              {t('guest.missing', { list: missing.join(', ') })}
            </Text>
          )}
          <Button type="submit" loading={pending} disabled={!enabled} aria-describedby={missingShown ? missingId : undefined}>
            {t(`parking.submit.${kind}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
