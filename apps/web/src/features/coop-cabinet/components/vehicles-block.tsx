import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCorpProfile, TCorpVehicle } from '@city-parking/contract/corporate/corp-profile';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { editCorpCar, removeCorpTs } from '../api/corp-fleet-calls.ts';
import { useProfileCache } from '../api/use-profile-cache.ts';
import { coopTexts } from '../texts.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { CoopTable } from './coop-table.tsx';
import { StatusBadge } from './status-badge.tsx';
import { VehicleFormDialog } from './vehicle-form-dialog.tsx';

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; vehicle: TCorpVehicle } | null;
type Change = { vehicle: TCorpVehicle; active?: boolean; main?: boolean };

/**
 * The company's vehicles. A vehicle whose tracking device is off is shown inactive whatever its own
 * flag (the server's answer says so), and the list is read again after every ok change.
 */
export function VehiclesBlock({ profile }: { profile: TCorpProfile }) {
  const { t } = useTranslation(coopTexts);
  const cache = useProfileCache();
  const [open, setOpen] = useState<Open>(null);
  const change = useMutation({
    mutationFn: ({ vehicle, active, main }: Change) => editCorpCar(vehicle.numberTs, { newgrz: vehicle.numberTs, active, main }),
    onSuccess: () => cache.reload(),
  });
  const close = () => setOpen(null);
  const busy = (vehicle: TCorpVehicle) => change.isPending && change.variables.vehicle.id === vehicle.id;

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setOpen({ kind: 'add' })}>{t('coop.vehicles.add')}</Button>
      </Group>
      <ErrorAlert error={change.error} />
      {profile.ts.length === 0 ? (
        <Text c="dimmed">{t('coop.vehicles.empty')}</Text>
      ) : (
        <CoopTable
          caption={t('coop.tabs.vehicles')}
          rows={profile.ts}
          rowKey={(vehicle) => vehicle.id}
          columns={[
            {
              key: 'number',
              label: t('coop.vehicles.number'),
              cell: (vehicle) => (
                <Group gap={6}>
                  <span>{vehicle.numberTs}</span>
                  {vehicle.main && (
                    <Badge variant="light" size="sm">
                      {t('coop.vehicles.main')}
                    </Badge>
                  )}
                </Group>
              ),
            },
            { key: 'vin', label: t('coop.vehicles.vin'), cell: (vehicle) => vehicle.vin || t('coop.none') },
            { key: 'imei', label: t('coop.vehicles.imei'), cell: (vehicle) => vehicle.imei || t('coop.none') },
            {
              key: 'status',
              label: t('coop.drivers.status'),
              cell: (vehicle) => <StatusBadge active={vehicle.active} />,
            },
            {
              key: 'actions',
              label: t('coop.actions'),
              cell: (vehicle) => (
                <div className="coop-actions">
                  <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'edit', vehicle })}>
                    {t('coop.edit')}
                  </Button>
                  <Button size="xs" variant="default" loading={busy(vehicle)} onClick={() => change.mutate({ vehicle, active: !vehicle.active })}>
                    {vehicle.active ? t('coop.deactivate') : t('coop.activate')}
                  </Button>
                  {!vehicle.main && (
                    <Button size="xs" variant="default" loading={busy(vehicle)} onClick={() => change.mutate({ vehicle, main: true })}>
                      {t('coop.vehicles.setMain')}
                    </Button>
                  )}
                  <Button size="xs" variant="light" color="red" onClick={() => setOpen({ kind: 'delete', vehicle })}>
                    {t('coop.delete')}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {open?.kind === 'add' && <VehicleFormDialog onClose={close} />}
      {open?.kind === 'edit' && <VehicleFormDialog vehicle={open.vehicle} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          name={open.vehicle.numberTs}
          onClose={close}
          onDelete={async () => {
            await removeCorpTs(open.vehicle.id, 'vehicle');
            await cache.reload();
          }}
        />
      )}
    </Stack>
  );
}
