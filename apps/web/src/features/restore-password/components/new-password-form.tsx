import type { ReactNode } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newPasswordRules } from '@/lib/form/password-rules.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { checkRestoreCode } from '../api/check-restore-code.ts';
import { setNewPassword } from '../api/set-new-password.ts';
import { restorePasswordTexts } from '../texts.ts';

interface NewPassword {
  code: string;
  pass: string;
  repeat: string;
}

interface Props {
  /** What led here, shown above the fields. */
  intro: ReactNode;
  /** The token of a sign-in with a restore call's digits; without it the form asks for the e-mail's code. */
  grant?: string;
  /** The e-mailed code when the address brought it. */
  code?: string;
  /** The password is set; `session` when the server signed the driver in with it. */
  onDone: (session: string | undefined) => void;
}

/** The last restore step: the new password and its repeat (and the e-mail's code when there is no grant). */
export function NewPasswordForm({ intro, grant, code = '', onDone }: Props) {
  const { t } = useTranslation(restorePasswordTexts);
  const form = useForm<NewPassword>({
    initialValues: { code, pass: '', repeat: '' },
    validate: {
      code: (v) => (grant || v.trim() ? null : t('form.emptyField')),
      ...newPasswordRules(t),
    },
  });
  const change = useMutation({
    mutationFn: async ({ code, pass }: NewPassword) => {
      if (grant) return (await setNewPassword(grant, pass)).id_session;
      await checkRestoreCode(code);
      return (await setNewPassword(code, pass)).id_session;
    },
    onSuccess: (session) => onDone(session),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
      <Stack>
        <Alert color="blue" role="status">
          {intro}
        </Alert>
        {!grant && <TextInput label={t('restore.code')} autoComplete="one-time-code" {...form.getInputProps('code')} />}
        <PasswordField label={t('restore.newPassword')} autoComplete="new-password" {...form.getInputProps('pass')} />
        <PasswordField label={t('registration.repeat')} autoComplete="new-password" {...form.getInputProps('repeat')} />
        <ErrorAlert error={change.error} />
        <Button type="submit" loading={change.isPending}>
          {t('restore.save')}
        </Button>
      </Stack>
    </form>
  );
}
