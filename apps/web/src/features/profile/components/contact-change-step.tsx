import { useState } from 'react';
import { Alert, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/form/use-form.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { ResendCountdown } from '@/lib/ui/resend-countdown.tsx';
import { profileTexts } from '../texts.ts';
import { SubmitActions } from './submit-actions.tsx';

interface Props {
  label: string;
  type: 'email' | 'tel';
  /** Checks the typed value; the translated message or null. */
  check: (value: string) => string | null;
  /** Sends a code to the new value; the current password goes with it (the server asks for it). */
  send: (value: string, currentpass: string) => Promise<string>;
  /** The current password is asked (a change of the e-mail or the main phone; not an added phone). */
  withPassword?: boolean;
  /** Why no code can be sent now (a translated warning shown on submit instead of the call); undefined when it can. */
  unavailable?: string;
  confirm: (changeToken: string, code: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

const isError = (error: unknown, name: string) => error instanceof ApiError && error.errorName === name;

/**
 * New e-mail or phone: enter it (with the current password where asked), get a code there, enter
 * the code (with the resend countdown). A wrong password is shown on its field; after too many wrong codes the
 * change starts again from the first step.
 */
export function ContactChangeStep({ label, type, check, send, withPassword = true, unavailable, confirm, onDone, onCancel }: Props) {
  const { t } = useTranslation(profileTexts);
  const form = useForm({
    initialValues: { value: '', currentpass: '' },
    validate: { value: check, currentpass: (v) => (v || !withPassword ? null : t('form.emptyField')) },
  });
  const [changeToken, setChangeToken] = useState<string | null>(null);
  const [warned, setWarned] = useState(false);
  const codeForm = useForm({ initialValues: { code: '' } });
  const code = codeForm.values.code;
  const confirming = useMutation({
    mutationFn: () => confirm(changeToken ?? '', code),
    onSuccess: onDone,
    onError: (error) => {
      if (isError(error, 'CodeTryLimit')) setChangeToken(null);
    },
  });
  const sending = useMutation({
    mutationFn: () => send(form.values.value.trim(), form.values.currentpass),
    onMutate: () => confirming.reset(),
    onSuccess: setChangeToken,
  });
  const wrongPassword = isError(sending.error, 'CurrentPasswordIncorrect');
  // A wrong password is shown on its field, every other failure in the alert.
  const failure = confirming.error ?? (wrongPassword ? null : sending.error);

  return (
    <Stack>
      {!changeToken ? (
        <form noValidate onSubmit={form.onSubmit(() => (unavailable ? setWarned(true) : sending.mutate()))}>
          <Stack>
            <TextInput label={label} type={type} {...form.getInputProps('value')} data-autofocus />
            {withPassword && (
              <PasswordField
                label={t('profile.currentPassword')}
                autoComplete="current-password"
                {...form.getInputProps('currentpass')}
                error={form.errors.currentpass ?? (wrongPassword ? errorMessage(t, sending.error) : undefined)}
              />
            )}
            <SubmitActions onCancel={onCancel} pending={sending.isPending}>
              {t('registration.sendCode')}
            </SubmitActions>
          </Stack>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={codeForm.onSubmit(() => {
            if (code.trim()) confirming.mutate();
          })}
        >
          <Stack>
            <TextInput label={t('profile.code')} {...codeForm.getInputProps('code')} inputMode="numeric" autoComplete="one-time-code" data-autofocus />
            <ResendCountdown onResend={() => sending.mutate()} disabled={sending.isPending} />
            <SubmitActions onCancel={onCancel} pending={confirming.isPending} disabled={!code.trim()}>
              {t('registration.confirm')}
            </SubmitActions>
          </Stack>
        </form>
      )}
      {warned && unavailable && (
        <Alert color="yellow" role="alert">
          {unavailable}
        </Alert>
      )}
      <ErrorAlert error={failure} />
    </Stack>
  );
}
