import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/lib/auth/token-store.ts';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { paths } from '@/lib/routing/paths.ts';
import { MapSection } from '../components/map-section.tsx';

/**
 * The main page: what the service does in this city and where to start. It promises only what the
 * city's settings offer: the balance, SMS payment and the app where the city has them, and
 * registration only to a visitor not signed in.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const options = useSiteOptions().data;
  const signedIn = useToken('standart') !== '';
  const settings = options?.settings;
  const balance = settings ? !settings.dontUseBalance : false;
  const sms = settings?.useSmsCommands ?? false;
  const appLinks = options?.appLinks;
  const app = Boolean(appLinks && (appLinks.iosLink || appLinks.androidLink || appLinks.yandexStoreLink || appLinks.apkLink));
  const lead = `home.lead.${balance ? 'balance' : 'noBalance'}${sms ? 'Sms' : ''}`;
  const ways = [
    { key: 'site', text: balance ? 'home.way.site.text' : 'home.way.site.textNoBalance' },
    ...(app ? [{ key: 'app', text: 'home.way.app.text' }] : []),
    ...(sms ? [{ key: 'sms', text: 'home.way.sms.text' }] : []),
  ];

  return (
    <Stack gap="xl">
      <MapSection />
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="blue.7" c="white">
        <Stack gap="md" maw={640}>
          <Title order={1} c="white">
            {t('home.title', { city: currentCity.nameForShow[language], ns: 'content' })}
          </Title>
          <Text fz="lg">{t(lead, { ns: 'content' })}</Text>
          <Group gap="sm">
            {signedIn ? (
              <Button component={Link} to={href(paths.parking.getHref())} variant="white">
                {t('home.payParking', { ns: 'content' })}
              </Button>
            ) : (
              <Button component={Link} to={href(paths.registration.getHref())} variant="white">
                {t('home.register', { ns: 'content' })}
              </Button>
            )}
            {!signedIn && settings?.useSessionWithoutRegister && (
              <Button component={Link} to={href(paths.guestPayment.getHref())} variant="outline" color="white">
                {t('home.payAsGuest', { ns: 'content' })}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: ways.length }} component="section" aria-label={t('home.ways', { ns: 'content' })}>
        {ways.map((way) => (
          <Paper key={way.key} withBorder radius="md" p="md">
            <Stack gap={4}>
              <Title order={2} fz="lg">
                {t(`home.way.${way.key}.title`, { ns: 'content' })}
              </Title>
              <Text c="dimmed" fz="sm">
                {t(way.text, { number: options?.numberSmsSendTo ?? '', ns: 'content' })}
              </Text>
              {way.key === 'sms' && (
                <Anchor component={Link} to={href(paths.smsCommands.getHref())} fz="sm">
                  {t('home.way.sms.commands', { ns: 'content' })}
                </Anchor>
              )}
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
