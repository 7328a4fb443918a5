import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { paths } from '@/lib/routing/paths.ts';
import { MapSection } from '../components/map-section.tsx';

/** The main page: what the service does in this city and where to start. */
export function HomePage() {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const options = useSiteOptions().data;
  const ways = ['site', 'app', 'sms'] as const;

  return (
    <Stack gap="xl">
      <MapSection />
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="blue.7" c="white">
        <Stack gap="md" maw={640}>
          <Title order={1} c="white">
            {t('home.title', { city: currentCity.nameForShow[language], ns: 'content' })}
          </Title>
          <Text fz="lg">{t('home.lead', { ns: 'content' })}</Text>
          <Group gap="sm">
            <Button component={Link} to={href(paths.registration.getHref())} variant="white">
              {t('home.register', { ns: 'content' })}
            </Button>
            {options?.settings.useSessionWithoutRegister && (
              <Button component={Link} to={href(paths.guestPayment.getHref())} variant="outline" color="white">
                {t('home.payAsGuest', { ns: 'content' })}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="section" aria-label={t('home.ways', { ns: 'content' })}>
        {ways.map((way) => (
          <Paper key={way} withBorder radius="md" p="md">
            <Stack gap={4}>
              <Title order={2} fz="lg">
                {t(`home.way.${way}.title`, { ns: 'content' })}
              </Title>
              <Text c="dimmed" fz="sm">
                {t(`home.way.${way}.text`, { number: options?.numberSmsSendTo ?? '', ns: 'content' })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="md">
        <Button component={Link} to={href(paths.pages.getHref('how-to-pay'))} variant="light">
          {t('home.howToPay', { ns: 'content' })}
        </Button>
        <Button component={Link} to={href(paths.news.getHref())} variant="subtle">
          {t('home.news', { ns: 'content' })}
        </Button>
      </Group>
    </Stack>
  );
}
