import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENT_PASSWORD_MIN_LENGTH } from '@city-parking/contract/profile/contact-rules';
import { newPasswordRules } from '@/lib/form/password-rules.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { changePassword } from '../api/change-password.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { profileTexts } from '../texts.ts';
import { SubmitActions } from './submit-actions.tsx';

/** Current password, new password (4 to 20 characters) and its repeat; a wrong current one is shown on its field. */
export function PasswordStep({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(profileTexts);
  const form = useForm({
    initialValues: { current: '', pass: '', repeat: '' },
    validate: {
      current: (v) => (v ? null : t('form.emptyField')),
      // The profile's change takes the spec's basic rule, 4 to 20, not the 6 of registration and restore.
      ...newPasswordRules(t, CURRENT_PASSWORD_MIN_LENGTH),
    },
    // An edit forgets the last refusal: it must not stand beside the issues of what is typed now.
    onEdit: (): void => change.reset(),
  });
  const change = useMutation({ mutationFn: ({ current, pass }: { current: string; pass: string }) => changePassword(current, pass), onSuccess: onDone });
  const wrongCurrent = change.error instanceof ApiError && change.error.errorName === 'CurrentPasswordIncorrect';

  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
      <Stack>
        <PasswordField
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          {...form.getInputProps('current')}
          error={form.errors.current ?? (wrongCurrent ? errorMessage(t, change.error) : undefined)}
        />
        <PasswordField label={t('restore.newPassword')} autoComplete="new-password" {...form.getInputProps('pass')} />
        <PasswordField label={t('registration.repeat')} autoComplete="new-password" {...form.getInputProps('repeat')} />
        {!wrongCurrent && <ErrorAlert error={change.error} />}
        <SubmitActions onCancel={onCancel} pending={change.isPending}>
          {t('profile.save')}
        </SubmitActions>
      </Stack>
    </form>
  );
}
