import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { setMainPhone } from '../api/set-main-phone.ts';
import { profileTexts } from '../texts.ts';
import { FormDialog } from './form-dialog.tsx';

/**
 * Makes another of the driver's phones main (set-main-phone): codes and notices go to it from then
 * on, so the current password is asked, as for a change of the main phone.
 */
export function MainPhoneDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const { t } = useTranslation(profileTexts);
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { currentpass: '' }, validate: { currentpass: (v) => (v ? null : t('form.emptyField')) }, onEdit: () => save.reset() });
  const save = useMutation({
    mutationFn: (currentpass: string) => setMainPhone(phone, currentpass),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      onClose();
    },
  });
  const wrongPassword = save.error instanceof ApiError && save.error.errorName === 'CurrentPasswordIncorrect';

  return (
    <FormDialog
      title={t('profile.makeMainTitle')}
      onClose={onClose}
      onSubmit={form.onSubmit(({ currentpass }) => save.mutate(currentpass))}
      pending={save.isPending}
      submitLabel={t('profile.makeMain')}
    >
      <Text>{t('profile.makeMainText', { phone: formatPhone(phone) })}</Text>
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        data-autofocus
        {...form.getInputProps('currentpass')}
        error={form.errors.currentpass ?? (wrongPassword ? errorMessage(t, save.error) : undefined)}
      />
      {!wrongPassword && <ErrorAlert error={save.error} />}
    </FormDialog>
  );
}
