import { Image, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The picture the server sent after repeated failures, and the field for its answer. */
export function CaptchaField({ image, ...input }: { image: string } & TextInputProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`} alt={t('login.captchaImage')} h={60} w={160} fit="contain" />
      <TextInput label={t('login.captcha')} autoComplete="off" {...input} />
    </Stack>
  );
}
