import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import { formatStsNumber } from '@city-parking/contract/vehicle/sts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { isParked } from '@/domains/sessions/parked-plate.ts';
import { useActiveSessions } from '@/domains/sessions/api/use-active-sessions.ts';
import { InlineDelete } from '@/lib/ui/inline-delete.tsx';
import { editVehicle } from '../api/edit-vehicle.ts';
import { removeVehicle } from '../api/remove-vehicle.ts';
import { useProfileRemoval } from '../hooks/use-profile-removal.ts';
import { ListBlock } from './list-block.tsx';
import { PlateView } from './plate-view.tsx';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { profileTexts } from '../texts.ts';
import { profileVehiclesTexts } from '../vehicle-texts.ts';

const VehicleFormDialog = lazy(async () => ({ default: (await import('./vehicle-form-dialog.tsx')).VehicleFormDialog }));

/** The driver's vehicles: plate, name, STS, category, primary mark; add, edit, make primary, delete. */
export function VehiclesBlock({ vehicles }: { vehicles: readonly TVehicle[] | undefined }) {
  const { t } = useTranslation([profileTexts, profileVehiclesTexts], { nsMode: 'fallback' });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TVehicle | 'new' | null>(null);
  // `?vehicle=<plate>` (the fines screen's link to a car without an STS) opens that car's form.
  const [params, setParams] = useSearchParams();
  const asked = params.get('vehicle');
  const askedVehicle = asked === null ? undefined : vehicles?.find((v) => v.numberTs === asked);
  const shown = editing ?? askedVehicle ?? null;
  const close = () => {
    setEditing(null);
    if (asked !== null)
      setParams(
        (current) => {
          current.delete('vehicle');
          return current;
        },
        { replace: true },
      );
  };
  // A parked vehicle cannot be deleted until its parking ends; the refusal names the plate it is about.
  const [parkedRefusal, setParkedRefusal] = useState<string | null>(null);
  const { sessions } = useActiveSessions();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  const makeMain = useMutation({
    mutationFn: (v: TVehicle) =>
      editVehicle(v.numberTs, { grz: v.numberTs, format: v.formatGrz, category: v.category, sts: v.STSNumber, name: v.name, mainTs: true }),
    onSuccess: refresh,
  });
  const { remove, setAsking, deleteProps } = useProfileRemoval(removeVehicle);
  const failure = makeMain.error ?? remove.error;

  return (
    <ListBlock
      title={t('profile.vehicles')}
      addLabel={t('profile.vehicle.add')}
      emptyText={t('profile.noVehicles')}
      items={vehicles}
      onAdd={() => setEditing('new')}
      list={(vehicles) => (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} aria-label={vehicle.numberTs}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm">
                  <PlateView plate={vehicle.numberTs} format={vehicle.formatGrz} />
                  <Stack gap={0}>
                    {vehicle.name && <Text fw={600}>{vehicle.name}</Text>}
                    <Text fz="sm" c="dimmed">
                      {t('profile.vehicle.categoryShort', { category: vehicle.category })}
                      {vehicle.STSNumber && ` · ${t('profile.vehicle.stsShort')} ${formatStsNumber(vehicle.STSNumber)}`}
                    </Text>
                  </Stack>
                  {vehicle.mainTs && (
                    <Badge size="sm" variant="light">
                      {t('profile.vehicle.mainBadge')}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs">
                  {!vehicle.mainTs && (
                    <Anchor component="button" type="button" fz="sm" onClick={() => makeMain.mutate(vehicle)}>
                      {t('profile.vehicle.makeMain')}
                    </Anchor>
                  )}
                  <Anchor component="button" type="button" fz="sm" onClick={() => setEditing(vehicle)}>
                    {t('profile.change')}
                  </Anchor>
                  <InlineDelete
                    {...deleteProps(vehicle.numberTs)}
                    onConfirm={() => {
                      if (!isParked(vehicle.numberTs, sessions)) return remove.mutate(vehicle.numberTs);
                      setAsking(null);
                      setParkedRefusal(vehicle.numberTs);
                    }}
                  />
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    >
      {parkedRefusal && (
        <Alert color="red" role="alert" mt="sm" withCloseButton onClose={() => setParkedRefusal(null)} closeButtonLabel={t('actions.close')}>
          {parkedRefusal}: {t('profile.vehicle.issue.parked')}
        </Alert>
      )}
      <ErrorAlert error={failure} mt="sm" />
      {shown && vehicles && (
        <Suspense fallback={null}>
          <VehicleFormDialog vehicle={shown === 'new' ? null : shown} vehicles={vehicles} onClose={close} />
        </Suspense>
      )}
    </ListBlock>
  );
}
