import { Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useSmsCommands } from '@/domains/site/api/get-sms-commands.ts';
import { SmsCommandCard } from '../components/sms-command-card.tsx';
import { ContentLoadState } from '@/domains/site/components/content-load-state.tsx';
import { smsCommandsTexts } from '../texts.ts';

export function SmsCommandsPage() {
  const { t } = useTranslation(smsCommandsTexts);
  const { language, href } = useLanguage();
  const commands = useSmsCommands(language);
  const sendTo = useSiteOptions().data?.numberSmsSendTo ?? '';

  if (commands.isPending || commands.isError) return <ContentLoadState query={commands} />;
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
