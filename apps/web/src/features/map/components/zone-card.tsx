import { Badge, Box, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DAY_CODES, type TMapFeature } from '@city-parking/contract/parking/map-info';
import { useToken } from '@/lib/auth/token-store.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { openModal } from '@/lib/modals/modal-store.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { colorOf } from '../category-colors.ts';
import { mapTexts } from '../texts.ts';

const hhmm = (time: string) => (time.startsWith('24') ? '24:00' : time.slice(0, 5));

/** The chosen zone: number, prices by day type and time, spaces, and the way to pay for it. */
export function ZoneCard({ feature, onClose }: { feature: TMapFeature; onClose: () => void }) {
  const { t } = useTranslation(mapTexts);
  const { href } = useLanguage();
  const { money } = useMoney();
  const navigate = useNavigate();
  const loggedIn = useToken('standart') !== '';
  const { zone, spaces, category, name } = feature.properties;
  if (!zone) return null;

  const pay = () => {
    const target = `${href('/profile/parking')}?zone=${encodeURIComponent(zone.zonenumber)}`;
    if (loggedIn) void navigate(target);
    else openModal('login', { returnTo: target });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('map.zone', { number: zone.zonenumber })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} fz="lg">
              {t('map.zone', { number: zone.zonenumber })}
            </Title>
            <Text c="dimmed" fz="sm">
              {name}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Badge color={colorOf(category)} variant="light">
              {t(`map.category.${category ?? 'roadside'}`)}
            </Badge>
            <CloseButton onClick={onClose} aria-label={t('actions.close')} />
          </Group>
        </Group>
        <Box component="dl" m={0} aria-label={t('map.prices')}>
          {DAY_CODES.map((day) => {
            const intervals = zone.prices.filter((p) => p.daycode === day && p.price > 0);
            return (
              <Group key={day} gap="xs" align="baseline" wrap="nowrap" py={2}>
                <Text component="dt" fz="sm" fw={600} w="35%">
                  {t(`map.day.${day}`)}
                </Text>
                <Text component="dd" fz="sm" m={0}>
                  {intervals.length === 0
                    ? t('map.free')
                    : intervals.map((p) => `${hhmm(p.from)}–${hhmm(p.to)}: ${t('map.perHour', { price: money(p.price) })}`).join('; ')}
                </Text>
              </Group>
            );
          })}
        </Box>
        {spaces && <Text fz="sm">{t('map.spaces', { free: spaces.free, total: spaces.total, disabled: spaces.fordisabled })}</Text>}
        <Button onClick={pay} w="fit-content">
          {t('map.pay')}
        </Button>
      </Stack>
    </Paper>
  );
}
