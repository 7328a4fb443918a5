import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { ResendCountdown } from '@/lib/ui/resend-countdown.tsx';

interface Props {
  label: string;
  type: 'email' | 'tel';
  /** Checks the typed value; the translated message or null. */
  check: (value: string) => string | null;
  send: (value: string) => Promise<string>;
  confirm: (changeToken: string, code: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** New e-mail or phone: enter it, get a code there, enter the code (with the resend countdown). */
export function ContactChangeStep({ label, type, check, send, confirm, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [changeToken, setChangeToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const sending = useMutation({ mutationFn: () => send(value.trim()), onSuccess: setChangeToken });
  const confirming = useMutation({ mutationFn: () => confirm(changeToken ?? '', code), onSuccess: onDone });
  const problem = check(value);
  const failure = confirming.error ?? sending.error;

  return (
    <Stack>
      {!changeToken ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!problem) sending.mutate();
          }}
        >
          <Stack>
            <TextInput label={label} type={type} value={value} onChange={(e) => setValue(e.currentTarget.value)} error={touched ? problem : null} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={sending.isPending}>
                {t('registration.sendCode')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) confirming.mutate();
          }}
        >
          <Stack>
            <TextInput label={t('profile.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} inputMode="numeric" autoComplete="one-time-code" data-autofocus />
            <ResendCountdown onResend={() => sending.mutate()} disabled={sending.isPending} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={confirming.isPending} disabled={!code.trim()}>
                {t('registration.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
        </Alert>
      )}
    </Stack>
  );
}
