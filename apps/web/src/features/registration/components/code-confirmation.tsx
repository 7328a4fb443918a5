import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TConfirmResponse } from '@city-parking/contract/auth/registration';
import { useForm } from '@/lib/form/use-form.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { ResendCountdown } from '@/lib/ui/resend-countdown.tsx';
import { registrationTexts } from '../texts.ts';

interface Props {
  title: string;
  hint: string;
  codeLabel: string;
  confirmed: boolean;
  confirm: (code: string) => Promise<TConfirmResponse>;
  resend: () => Promise<unknown>;
  onConfirmed: (answer: TConfirmResponse) => void;
}

/** One code to confirm (phone or e-mail): the field, the confirm button and the resend countdown. */
export function CodeConfirmation({ title, hint, codeLabel, confirmed, confirm, resend, onConfirmed }: Props) {
  const { t } = useTranslation(registrationTexts);
  const form = useForm({ initialValues: { code: '' } });
  const { code } = form.values;
  const confirmation = useMutation({ mutationFn: () => confirm(code), onSuccess: onConfirmed });
  const resending = useMutation({ mutationFn: resend });
  const failure = confirmation.error ?? resending.error;

  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        {confirmed && (
          <Text fz="sm" fw={600} c="teal.8">
            ✓ {t('registration.confirmed')}
          </Text>
        )}
      </Group>
      {!confirmed && (
        <>
          <Text fz="sm" c="dimmed">
            {hint}
          </Text>
          <form
            onSubmit={form.onSubmit(() => {
              if (code.trim()) confirmation.mutate();
            })}
          >
            <Group align="flex-end" gap="sm">
              <TextInput label={codeLabel} {...form.getInputProps('code')} inputMode="numeric" autoComplete="one-time-code" w={200} />
              <Button type="submit" loading={confirmation.isPending} disabled={!code.trim()}>
                {t('registration.confirm')}
              </Button>
            </Group>
          </form>
          <ResendCountdown onResend={() => resending.mutate()} disabled={resending.isPending} />
          <ErrorAlert error={failure} />
        </>
      )}
    </Stack>
  );
}
