import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/form/use-form.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { yandexLogin } from '../api/yandex-login.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { authTexts } from '../texts.ts';

interface Props {
  /** The Yandex access token that answered ConfirmLinkWithPassword. */
  accessToken: string;
  onToken: (token: string) => void;
  onCancel: () => void;
}

/** Yandex ID matches an existing account: its password links the two and signs the driver in. */
export function YandexLinkForm({ accessToken, onToken, onCancel }: Props) {
  const { t } = useTranslation(authTexts);
  const captcha = useCaptcha();
  const form = useForm<{ password: string; captcha: string }>({
    initialValues: { password: '', captcha: '' },
    validate: {
      password: (value) => (value ? null : t('form.emptyField')),
      captcha: captcha.rule,
    },
  });
  const mutation = useMutation({
    mutationFn: (values: { password: string; captcha: string }) => yandexLogin(accessToken, { password: values.password, ...captcha.sent(values.captcha) }),
    onSuccess: onToken,
    onError: (error) => {
      captcha.answered(error);
      form.setFieldValue('captcha', '');
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack>
        <Text>{t('login.yandexLinkText')}</Text>
        <PasswordField label={t('login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        {/* The account's login is not known here, so its captcha has no renewal (see CaptchaField). */}
        {captcha.challenge && <CaptchaField challenge={captcha.challenge} {...form.getInputProps('captcha')} />}
        <ErrorAlert error={mutation.error} />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('login.yandexLinkSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
