import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Text fz={72} fw={800} c="blue.8" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.description')}
      </Text>
      <Button component={Link} to={href('/')}>
        {t('notFound.toMain')}
      </Button>
    </Stack>
  );
}
