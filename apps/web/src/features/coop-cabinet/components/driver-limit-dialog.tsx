import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCorpDriver } from '@city-parking/contract/corporate/corp-profile';
import { useForm } from '@/lib/form/use-form.ts';
import { setCorpDriverLimit } from '../api/corp-driver-calls.ts';
import { useProfileCache } from '../api/use-profile-cache.ts';
import { isLimitText, limitOf, replaceDriver } from '../driver-list.ts';
import { coopTexts } from '../texts.ts';
import { CoopDialog } from './coop-dialog.tsx';

/** The driver's monthly cap on the company's balance (ours), shown in the list once the call is ok. */
export function DriverLimitDialog({ driver, onClose }: { driver: TCorpDriver; onClose: () => void }) {
  const { t } = useTranslation(coopTexts);
  const cache = useProfileCache();
  const form = useForm({
    initialValues: { limit: driver.monthlyLimit === null ? '' : String(driver.monthlyLimit) },
    validate: { limit: (value) => (isLimitText(value) ? null : t('coop.form.limit')) },
  });
  const mutation = useMutation({
    mutationFn: (limit: string) => setCorpDriverLimit(driver.phone, limit.trim()),
    onSuccess: (_, limit) => {
      cache.update((profile) => replaceDriver(profile, driver.phone, (old) => ({ ...old, monthlyLimit: limitOf(limit) })));
      onClose();
    },
  });
  return (
    <CoopDialog
      title={t('coop.drivers.limitTitle', { name: driver.name })}
      onClose={onClose}
      onSubmit={form.onSubmit(({ limit }) => mutation.mutate(limit))}
      pending={mutation.isPending}
      error={mutation.error}
      submitLabel={t('coop.save')}
    >
      <TextInput
        label={t('coop.drivers.limitField')}
        description={t('coop.drivers.limitHint')}
        inputMode="decimal"
        maxLength={10}
        {...form.getInputProps('limit')}
      />
    </CoopDialog>
  );
}
