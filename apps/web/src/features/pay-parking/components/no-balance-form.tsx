import type { FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newRequestId } from '@/domains/payments/request-id.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { useStartNoBalanceSession } from '../api/start-no-balance-session.ts';
import { readRoadside } from '../read-roadside.ts';
import { useDriverRoadside } from '../use-driver-roadside.ts';
import { useRoadsideValues } from '../use-roadside-values.ts';
import { RoadsideLoadState } from './roadside-load-state.tsx';
import { StartAlerts } from './start-alerts.tsx';
import { ZoneVehicleFields } from './zone-vehicle-fields.tsx';
import { parkingFeatureTexts } from '../texts.ts';
import { noBalanceTexts } from '../no-balance-texts.ts';
import { parkingTexts } from '@/domains/parking/texts.ts';

/**
 * The payment card of a city without a balance (dontUseBalance): zone (or parking) and vehicle only.
 * Nothing is paid and no duration is chosen: the session runs, its cost accruing by the tariff,
 * until the driver stops it in the current parkings and pays what it came to.
 */
export function NoBalanceForm({ presetZone }: { presetZone: string }) {
  const { t } = useTranslation([parkingFeatureTexts, noBalanceTexts, parkingTexts]);
  const source = useDriverRoadside();
  const { byParking, profile, zones } = source;
  const start = useStartNoBalanceSession();
  const { values, set, fields, started, closeStarted, markStarted } = useRoadsideValues(presetZone, start.reset);
  // Only one start at a time, even for clicks that land before the next render.
  const guard = useSubmitGuard();
  const reading = readRoadside(values, { ...source.context, now: new Date() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fields.markSubmitted(event);
    const { zone, vehicle } = reading;
    if (!zone || !vehicle || !guard.hold()) return;
    const since = Date.now();
    start.mutate(
      { zone: zone.zonenumber, parkingCode: byParking ? zone.code : '', vehicle, requestId: newRequestId() },
      {
        onSuccess: (sessionId) => markStarted(sessionId, since),
        onSettled: guard.release,
      },
    );
  };

  if (zones.isError || profile.isError || !profile.data) return <RoadsideLoadState source={source} height={160} />;

  const pending = start.isPending;
  return (
    <form noValidate onSubmit={submit} aria-label={t('parking.tab.roadside')}>
      <Stack>
        <ZoneVehicleFields source={source} values={values} reading={reading} set={set} fields={fields} disabled={pending} />
        <Text fz="sm" c="dimmed">
          {t('noBalance.howItWorks')}
        </Text>
        <StartAlerts start={start} started={started ? t('noBalance.started') : null} onClose={closeStarted} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('parking.submit.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
