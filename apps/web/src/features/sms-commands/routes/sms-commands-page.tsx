import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useSmsCommands } from '@/domains/site/api/get-sms-commands.ts';
import { SmsCommandCard } from '../components/sms-command-card.tsx';
import { siteTexts } from '@/domains/site/texts.ts';
import { smsCommandsTexts } from '../texts.ts';

export function SmsCommandsPage() {
  const { t } = useTranslation([smsCommandsTexts, siteTexts], { nsMode: 'fallback' });
  const { language, href } = useLanguage();
  const commands = useSmsCommands(language);
  const sendTo = useSiteOptions().data?.numberSmsSendTo ?? '';

  if (commands.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (commands.isError) {
    return (
      <Alert color="red" title={errorMessage(t, commands.error)}>
        <Button variant="light" color="red" onClick={() => void commands.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  // A city without SMS payment has nothing to show here.
  if (commands.data.length === 0) return <Navigate to={href('/')} replace />;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('sms.title')}</Title>
      <Paper bg="blue.0" p="md" radius="md">
        <Text>
          {t('sms.intro')}{' '}
          <Text span fw={700} fz="lg">
            {sendTo}
          </Text>
        </Text>
      </Paper>
      {commands.data.map((command) => (
        <SmsCommandCard key={command.name} command={command} sendTo={sendTo} />
      ))}
    </Stack>
  );
}
