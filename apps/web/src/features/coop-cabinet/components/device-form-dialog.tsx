import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCorpDevice } from '@city-parking/contract/corporate/corp-profile';
import { useForm } from '@/lib/form/use-form.ts';
import { addCorpTs, editCorpDevice } from '../api/corp-fleet-calls.ts';
import { useProfileCache } from '../api/use-profile-cache.ts';
import { imeiIssue, imeiOf, vinIssue, vinOf } from '../fleet-form.ts';
import { coopTexts } from '../texts.ts';
import { CoopDialog } from './coop-dialog.tsx';

/**
 * Adds a tracking device by its IMEI and the VIN of the vehicle it is fitted to, or edits `device`'s;
 * one with another's IMEI or VIN is refused (the server's TrackingDeviceExists).
 */
export function DeviceFormDialog({ device, onClose }: { device?: TCorpDevice; onClose: () => void }) {
  const { t } = useTranslation(coopTexts);
  const cache = useProfileCache();
  const form = useForm({
    initialValues: { imei: device?.imei ?? '', vin: device?.vin ?? '' },
    validate: {
      imei: (value) => (!imeiOf(value) ? t('coop.form.required') : imeiIssue(value) ? t('coop.form.imei') : null),
      vin: (value) => (vinIssue(value) ? t('coop.form.vin') : null),
    },
  });
  const mutation = useMutation({
    mutationFn: ({ imei, vin }: { imei: string; vin: string }) =>
      device ? editCorpDevice(device.id, { imei: imeiOf(imei), vin: vinOf(vin) }) : addCorpTs({ imei: imeiOf(imei), vin: vinOf(vin) }),
    onSuccess: async () => {
      await cache.reload();
      onClose();
    },
  });
  return (
    <CoopDialog
      title={device ? t('coop.devices.edit') : t('coop.devices.add')}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => mutation.mutate(values))}
      pending={mutation.isPending}
      error={mutation.error}
      submitLabel={device ? t('coop.save') : t('coop.add')}
    >
      <TextInput label={t('coop.devices.imei')} inputMode="numeric" maxLength={20} autoComplete="off" {...form.getInputProps('imei')} />
      <TextInput label={t('coop.devices.vin')} maxLength={17} autoComplete="off" {...form.getInputProps('vin')} />
    </CoopDialog>
  );
}
