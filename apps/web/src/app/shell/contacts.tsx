import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';

/** The service phone and e-mail, as links a phone can act on. */
export function Contacts({ phone, email, c }: { phone: string; email: string; c?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {phone && (
        <Text fz="sm" c={c}>
          {t('contacts.phone')}:{' '}
          <Anchor href={`tel:+${phone.replace(/\D/g, '')}`} c={c} fz="sm">
            {formatPhone(phone)}
          </Anchor>
        </Text>
      )}
      {email && (
        <Text fz="sm" c={c}>
          {t('contacts.email')}:{' '}
          <Anchor href={`mailto:${email}`} c={c} fz="sm">
            {email}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
