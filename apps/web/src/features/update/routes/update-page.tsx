import { Code, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { StoreLinks } from '@/lib/ui/store-links.tsx';
import { useSmsCommands } from '@/domains/site/api/get-sms-commands.ts';
import { UPDATE_CITIES } from '../update-cities.ts';
import { updateTexts } from '../texts.ts';

/** What changed with the new site and app, for the two cities that moved to them. */
export function UpdatePage() {
  const { t } = useTranslation(updateTexts);
  const { language, href } = useLanguage();
  const options = useSiteOptions().data;
  const enabled = UPDATE_CITIES.includes(currentCity.city);
  const commands = useSmsCommands(language);

  if (!enabled) return <Navigate to={href('/')} replace />;

  const features = ['map', 'balance', 'subscriptions', 'history'] as const;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('update.title')}</Title>
      <Text fz="lg">{t('update.lead', { city: currentCity.nameForShow[language] })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {features.map((feature, index) => (
          <Paper key={feature} withBorder p="md" radius="md">
            <Stack gap={4}>
              <ThemeIcon radius="xl" size="md" aria-hidden>
                {index + 1}
              </ThemeIcon>
              <Text fw={600}>{t(`update.feature.${feature}.title`)}</Text>
              <Text c="dimmed" fz="sm">
                {t(`update.feature.${feature}.text`)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper bg="blue.0" p="md" radius="md" component="section" aria-labelledby="update-sms">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="update-sms">
            {t('update.sms.title')}
          </Title>
          <Text>
            {t('update.sms.number')}{' '}
            <Text span fw={700} fz="lg">
              {options?.numberSmsSendTo}
            </Text>
          </Text>
          {commands.data && commands.data.length > 0 && (
            <List spacing={4}>
              {commands.data.map((command) => (
                <List.Item key={command.name}>
                  {command.name}: <Code>{command.example}</Code>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Paper>
      {options && (
        <Stack gap="xs" component="section">
          <Title order={2} fz="lg">
            {t('update.app')}
          </Title>
          <StoreLinks appLinks={options.appLinks} />
        </Stack>
      )}
    </Stack>
  );
}
