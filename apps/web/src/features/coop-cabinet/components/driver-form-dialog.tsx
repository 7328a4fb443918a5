import { Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { splitFio } from '@city-parking/contract/corporate/corp-fields';
import type { TCorpDriver } from '@city-parking/contract/corporate/corp-profile';
import { useForm } from '@/lib/form/use-form.ts';
import { addCorpDriver, editCorpDriver, type DriverInput } from '../api/corp-driver-calls.ts';
import { useProfileCache } from '../api/use-profile-cache.ts';
import { driverIssues } from '../driver-form.ts';
import { driverOf, prependDriver, replaceDriver } from '../driver-list.ts';
import { coopTexts } from '../texts.ts';
import { CoopDialog } from './coop-dialog.tsx';

/** Adds a driver (at the front of the list once ok) or edits `driver` (in place once ok). */
export function DriverFormDialog({ driver, onClose }: { driver?: TCorpDriver; onClose: () => void }) {
  const { t } = useTranslation(coopTexts);
  const cache = useProfileCache();
  const form = useForm<DriverInput>({
    initialValues: { fio: driver?.name ?? '', phone: driver?.phone ?? '', carNumber: driver?.ts ?? '' },
    validate: {
      fio: (fio) => (fio.trim() ? null : t('coop.form.required')),
      phone: (phone, values) => {
        const issue = driverIssues({ ...values, phone }).phone;
        return issue ? t(`coop.form.${issue}`) : null;
      },
      carNumber: (carNumber, values) => {
        const issue = driverIssues({ ...values, carNumber }).carNumber;
        return issue ? t(`coop.form.${issue}`) : null;
      },
    },
  });
  const mutation = useMutation({
    mutationFn: async (values: DriverInput) => {
      if (!driver) return addCorpDriver(values);
      await editCorpDriver(driver.phone, values);
      return driver.id;
    },
    onSuccess: (id, values) => {
      if (driver) cache.update((profile) => replaceDriver(profile, driver.phone, (old) => driverOf(id, values, old)));
      else cache.update((profile) => prependDriver(profile, driverOf(id, values)));
      onClose();
    },
  });
  const parts = splitFio(form.values.fio);
  return (
    <CoopDialog
      title={driver ? t('coop.drivers.edit') : t('coop.drivers.add')}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => mutation.mutate(values))}
      pending={mutation.isPending}
      error={mutation.error}
      submitLabel={driver ? t('coop.save') : t('coop.add')}
    >
      <TextInput label={t('coop.drivers.name')} description={t('coop.drivers.nameHint')} maxLength={150} autoComplete="off" {...form.getInputProps('fio')} />
      <Text fz="sm" c="dimmed" mih={20} aria-live="polite">
        {parts.surname && `${t('coop.drivers.surname')}: ${parts.surname}`}
        {parts.firstName && ` · ${t('coop.drivers.firstName')}: ${parts.firstName}`}
        {parts.patronymic && ` · ${t('coop.drivers.patronymic')}: ${parts.patronymic}`}
      </Text>
      <TextInput label={t('coop.drivers.phone')} type="tel" inputMode="tel" maxLength={40} autoComplete="off" {...form.getInputProps('phone')} />
      <TextInput label={t('coop.drivers.car')} maxLength={20} autoComplete="off" {...form.getInputProps('carNumber')} />
    </CoopDialog>
  );
}
