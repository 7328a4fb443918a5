import { Anchor, Box, Container, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CITIES, currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openChangeCity } from '@/lib/modals/change-city-request.ts';
import type { TSiteInfo } from '@/domains/site/api/get-site-options.ts';
import { Contacts } from './contacts.tsx';
import { StoreLinks } from '@/lib/ui/store-links.tsx';

export function Footer({ options }: { options: TSiteInfo }) {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const items = [...options.menuItems.footer].sort((a, b) => a.itemOrder - b.itemOrder);

  return (
    <Box component="footer" bg="gray.9" c="gray.3" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Stack gap={6} component="nav" aria-label={t('footer.menu')}>
            <Text fw={700} c="white">
              {t('footer.menu')}
            </Text>
            {items.map((item) => (
              <Anchor key={item.path} component={Link} to={href(item.path)} c="gray.3" fz="sm">
                {item.titles[language]}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <Text fw={700} c="white">
              {t('footer.contacts')}
            </Text>
            <Contacts phone={options.contacts.phone} email={options.contacts.email} c="gray.3" />
          </Stack>
          <Stack gap={6}>
            <Text fw={700} c="white">
              {t('stores.title')}
            </Text>
            <StoreLinks appLinks={options.appLinks} c="gray.3" />
          </Stack>
          <Stack gap={6} role="group" aria-label={t('footer.cities')}>
            <Text fw={700} c="white">
              {t('footer.cities')}
            </Text>
            {CITIES.map((city) => (
              <UnstyledButton
                key={city.city}
                fz="sm"
                c={city.city === currentCity.city ? 'white' : 'gray.3'}
                fw={city.city === currentCity.city ? 700 : 400}
                aria-current={city.city === currentCity.city ? 'true' : undefined}
                onClick={() => openChangeCity(city.city)}
              >
                {city.nameForShow[language]}
              </UnstyledButton>
            ))}
          </Stack>
        </SimpleGrid>
        <Text fz="xs" c="gray.5" mt="xl">
          © {new Date().getFullYear()} {t('appName')}
        </Text>
      </Container>
    </Box>
  );
}
