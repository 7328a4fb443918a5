import { Alert, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { CHECK_SIGNATURE_PARAM } from '@city-parking/contract/fiscal/canonical-check';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@city-parking/contract/format/format-date';
import { rublesWord } from '@city-parking/contract/format/plural-ru';
import { useToken } from '@/lib/auth/token-store.ts';
import { CITIES } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { CheckVerdict } from '../components/check-verdict.tsx';
import { isCompleteReceipt, parseReceipt } from '../parse-receipt.ts';
import { checkTexts } from '../texts.ts';

/**
 * /check: a parking receipt opened from a link (an SMS or a QR code), for visitors without an
 * account, with the verdict on the city's signature of its fields.
 */
export function CheckPage() {
  const { t } = useTranslation(checkTexts);
  const { language, href } = useLanguage();
  const { amount } = useMoney();
  const [params] = useSearchParams();
  const loggedIn = useToken('standart') !== '';

  // The spec sends a signed-in driver home; a link the city signed is kept, so the driver can open
  // the proof of a session from their own history and hand it on.
  if (loggedIn && !params.has(CHECK_SIGNATURE_PARAM)) return <Navigate to={href('/')} replace />;

  const receipt = parseReceipt(params);
  // On the clock of the link's city (a receipt SMS names it); Moscow time for a link without one.
  const linkCity = CITIES.find((city) => city.city === params.get('city'));
  const timeZone = linkCity?.timeZone;
  const when = (date: Date | null) => (date ? formatDateTime(date, 'DD.MM.YYYY HH:mm', timeZone) : '—');
  const price = receipt.price === null ? '—' : `${amount(receipt.price)} ${rublesWord(receipt.price / 100, language)}`;

  const rows: [label: string, value: string][] = [
    [t('check.ts'), receipt.ts || '—'],
    [t('check.dateIn'), when(receipt.dateIn)],
    [t('check.dateOut'), when(receipt.dateOut)],
    [t('check.price'), price],
  ];

  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Title order={1}>{t('check.title')}</Title>
      {!isCompleteReceipt(receipt) ? (
        <Alert color="yellow" title={t('check.incomplete.title')}>
          {t('check.incomplete.text')}
        </Alert>
      ) : (
        <>
          <CheckVerdict params={params} apiUrl={linkCity?.apiUrl ?? null} />
          <Paper withBorder radius="md" p="md">
            {receipt.title && (
              <Text fw={600} mb="sm">
                {receipt.title}
              </Text>
            )}
            <Box component="dl" m={0}>
              {rows.map(([label, value]) => (
                <Group key={label} justify="space-between" py={8} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                  <Text component="dt" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" m={0} fw={label === t('check.price') ? 700 : 500}>
                    {value}
                  </Text>
                </Group>
              ))}
            </Box>
          </Paper>
        </>
      )}
    </Stack>
  );
}
