import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCorpDriver, TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { removeCorpDriver, setCorpDriverActive } from '../api/corp-driver-calls.ts';
import { useProfileCache } from '../api/use-profile-cache.ts';
import { dropDriver, replaceDriver } from '../driver-list.ts';
import { coopTexts } from '../texts.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { CoopTable } from './coop-table.tsx';
import { StatusBadge } from './status-badge.tsx';
import { DriverFormDialog } from './driver-form-dialog.tsx';
import { DriverLimitDialog } from './driver-limit-dialog.tsx';

type Open = { kind: 'add' } | { kind: 'edit' | 'limit' | 'delete'; driver: TCorpDriver } | null;

/** The company's drivers and every action on them; the list changes only on the server's ok. */
export function DriversBlock({ profile }: { profile: TCorpProfile }) {
  const { t } = useTranslation(coopTexts);
  const { rubles } = useMoney();
  const cache = useProfileCache();
  const [open, setOpen] = useState<Open>(null);
  const flag = useMutation({
    mutationFn: (driver: TCorpDriver) => setCorpDriverActive({ phone: driver.phone, fio: driver.name, inn: profile.inn, active: !driver.active }),
    onSuccess: (_, driver) => cache.update((current) => replaceDriver(current, driver.phone, (old) => ({ ...old, active: !driver.active }))),
  });
  const close = () => setOpen(null);

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setOpen({ kind: 'add' })}>{t('coop.drivers.add')}</Button>
      </Group>
      <ErrorAlert error={flag.error} />
      {profile.drivers.length === 0 ? (
        <Text c="dimmed">{t('coop.drivers.empty')}</Text>
      ) : (
        <CoopTable
          caption={t('coop.tabs.drivers')}
          rows={profile.drivers}
          rowKey={(driver) => driver.id}
          columns={[
            { key: 'name', label: t('coop.drivers.name'), cell: (driver) => driver.name },
            { key: 'phone', label: t('coop.drivers.phone'), cell: (driver) => <span className="coop-nowrap">{formatPhone(driver.phone)}</span> },
            { key: 'car', label: t('coop.drivers.car'), cell: (driver) => driver.ts || t('coop.none') },
            {
              key: 'status',
              label: t('coop.drivers.status'),
              cell: (driver) => <StatusBadge active={driver.active} />,
            },
            {
              key: 'limit',
              label: t('coop.drivers.limit'),
              cell: (driver) => (driver.monthlyLimit === null ? t('coop.drivers.noLimit') : rubles(driver.monthlyLimit)),
            },
            {
              key: 'actions',
              label: t('coop.actions'),
              cell: (driver) => (
                <div className="coop-actions">
                  <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'edit', driver })}>
                    {t('coop.edit')}
                  </Button>
                  <Button size="xs" variant="default" loading={flag.isPending && flag.variables.id === driver.id} onClick={() => flag.mutate(driver)}>
                    {driver.active ? t('coop.deactivate') : t('coop.activate')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setOpen({ kind: 'limit', driver })}>
                    {t('coop.drivers.setLimit')}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => setOpen({ kind: 'delete', driver })}>
                    {t('coop.delete')}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {open?.kind === 'add' && <DriverFormDialog onClose={close} />}
      {open?.kind === 'edit' && <DriverFormDialog driver={open.driver} onClose={close} />}
      {open?.kind === 'limit' && <DriverLimitDialog driver={open.driver} onClose={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          name={open.driver.name}
          onClose={close}
          onDelete={async () => {
            await removeCorpDriver(open.driver.phone);
            cache.update((current) => dropDriver(current, open.driver.phone));
          }}
        />
      )}
    </Stack>
  );
}
