import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCorpVehicle } from '@city-parking/contract/corporate/corp-profile';
import { useForm } from '@/lib/form/use-form.ts';
import { addCorpTs, editCorpCar } from '../api/corp-fleet-calls.ts';
import { useProfileCache } from '../api/use-profile-cache.ts';
import { imeiIssue, imeiOf, plateIssue, plateOf, vinIssue, vinOf } from '../fleet-form.ts';
import { coopTexts } from '../texts.ts';
import { CoopDialog } from './coop-dialog.tsx';

/**
 * Adds a vehicle (with the device fitted to it, when an IMEI is given) or edits `vehicle`'s plate and
 * VIN. A plate follows the driver's vehicle rules (Latin look-alikes become Cyrillic, a Russian
 * template); the server refuses a plate the company has and a VIN another vehicle carries.
 */
export function VehicleFormDialog({ vehicle, onClose }: { vehicle?: TCorpVehicle; onClose: () => void }) {
  const { t } = useTranslation(coopTexts);
  const cache = useProfileCache();
  const form = useForm({
    initialValues: { number: vehicle?.numberTs ?? '', vin: vehicle?.vin ?? '', imei: '' },
    validate: {
      number: (value) => (!plateOf(value) ? t('coop.form.required') : plateIssue(value) ? t('coop.form.plate') : null),
      vin: (value) => (vinIssue(value) ? t('coop.form.vin') : null),
      imei: (value) => (imeiIssue(value) ? t('coop.form.imei') : null),
    },
  });
  const mutation = useMutation({
    mutationFn: async ({ number, vin, imei }: { number: string; vin: string; imei: string }) => {
      if (vehicle) await editCorpCar(vehicle.numberTs, { newgrz: plateOf(number), vin: vinOf(vin) });
      else await addCorpTs({ number: plateOf(number), vin: vinOf(vin), imei: imeiOf(imei) });
    },
    onSuccess: async () => {
      await cache.reload();
      onClose();
    },
  });
  return (
    <CoopDialog
      title={vehicle ? t('coop.vehicles.edit') : t('coop.vehicles.add')}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => mutation.mutate(values))}
      pending={mutation.isPending}
      error={mutation.error}
      submitLabel={vehicle ? t('coop.save') : t('coop.add')}
    >
      <TextInput label={t('coop.vehicles.number')} maxLength={20} autoComplete="off" {...form.getInputProps('number')} />
      <TextInput label={t('coop.vehicles.vin')} maxLength={17} autoComplete="off" {...form.getInputProps('vin')} />
      {!vehicle && (
        <TextInput
          label={t('coop.vehicles.imei')}
          description={t('coop.vehicles.imeiHint')}
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
          {...form.getInputProps('imei')}
        />
      )}
    </CoopDialog>
  );
}
