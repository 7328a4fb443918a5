import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCorpDevice, TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { removeCorpTs, setCorpDeviceActive } from '../api/corp-fleet-calls.ts';
import { useProfileCache } from '../api/use-profile-cache.ts';
import { coopTexts } from '../texts.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { CoopTable } from './coop-table.tsx';
import { StatusBadge } from './status-badge.tsx';
import { DeviceFormDialog } from './device-form-dialog.tsx';

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; device: TCorpDevice } | null;

/** The company's tracking devices; switching one off shows its vehicle inactive, so the whole profile is read again. */
export function DevicesBlock({ profile }: { profile: TCorpProfile }) {
  const { t } = useTranslation(coopTexts);
  const cache = useProfileCache();
  const [open, setOpen] = useState<Open>(null);
  const flag = useMutation({
    mutationFn: (device: TCorpDevice) => setCorpDeviceActive({ imei: device.imei, vin: device.vin, inn: profile.inn, active: !device.active }),
    onSuccess: () => cache.reload(),
  });
  const close = () => setOpen(null);

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setOpen({ kind: 'add' })}>{t('coop.devices.add')}</Button>
      </Group>
      <ErrorAlert error={flag.error} />
      {profile.devices.length === 0 ? (
        <Text c="dimmed">{t('coop.devices.empty')}</Text>
      ) : (
        <CoopTable
          caption={t('coop.tabs.devices')}
          rows={profile.devices}
          rowKey={(device) => device.id}
          columns={[
            { key: 'imei', label: t('coop.devices.imei'), cell: (device) => device.imei || t('coop.none') },
            { key: 'vin', label: t('coop.devices.vin'), cell: (device) => device.vin || t('coop.none') },
            {
              key: 'status',
              label: t('coop.drivers.status'),
              cell: (device) => <StatusBadge active={device.active} />,
            },
            {
              key: 'actions',
              label: t('coop.actions'),
              cell: (device) => (
                <div className="coop-actions">
                  <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'edit', device })}>
                    {t('coop.edit')}
                  </Button>
                  <Button size="xs" variant="default" loading={flag.isPending && flag.variables.id === device.id} onClick={() => flag.mutate(device)}>
                    {device.active ? t('coop.deactivate') : t('coop.activate')}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setOpen({ kind: 'delete', device })}>
                    {t('coop.delete')}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {open?.kind === 'add' && <DeviceFormDialog onClose={close} />}
      {open?.kind === 'edit' && <DeviceFormDialog device={open.device} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          name={open.device.imei || open.device.vin}
          onClose={close}
          onDelete={async () => {
            await removeCorpTs(open.device.id, 'device');
            await cache.reload();
          }}
        />
      )}
    </Stack>
  );
}
