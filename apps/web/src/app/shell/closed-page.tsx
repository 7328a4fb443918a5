import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';

/** The only thing shown while the city's service is flagged closed. */
export function ClosedPage({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={560} ta="center">
        <Stack gap="md">
          <Title order={1}>{t('closed.title')}</Title>
          <Text>{t('closed.apology')}</Text>
          <Text>{t('closed.promise')}</Text>
          {phone && (
            <Text>
              {t('closed.support')} <Anchor href={`tel:+${phone.replace(/\D/g, '')}`}>{formatPhone(phone)}</Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
