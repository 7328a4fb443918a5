import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/http/api-error.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { yandexLogin } from '../api/yandex-login.ts';
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
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const form = useForm<{ password: string; captcha: string }>({
    initialValues: { password: '', captcha: '' },
    validate: {
      password: (value) => (value ? null : t('form.emptyField')),
      captcha: (value) => (captchaImage && !value.trim() ? t('form.emptyField') : null),
    },
  });
  const mutation = useMutation({
    mutationFn: (values: { password: string; captcha: string }) =>
      yandexLogin(accessToken, { password: values.password, ...(captchaImage ? { captcha: values.captcha } : {}) }),
    onSuccess: onToken,
    onError: (error) => {
      const captcha = error instanceof ApiError ? error.answer?.captcha : undefined;
      setCaptchaImage(typeof captcha === 'string' ? captcha : null);
      form.setFieldValue('captcha', '');
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack>
        <Text>{t('login.yandexLinkText')}</Text>
        <PasswordField label={t('login.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        {captchaImage && <CaptchaField image={captchaImage} {...form.getInputProps('captcha')} />}
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
