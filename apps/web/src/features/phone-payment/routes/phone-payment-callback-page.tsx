import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/routing/paths.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { phonePaymentTexts } from '../texts.ts';

/**
 * /phone-payment-callback: where a payment from the phone account sends the browser. The payment
 * finishes when the payer answers the operator's SMS, so the page can only say what to do next.
 */
export function PhonePaymentCallbackPage() {
  const { t } = useTranslation(phonePaymentTexts);
  const { href } = useLanguage();
  return (
    <Stack maw={560} mx="auto" w="100%">
      <Title order={1}>{t('phonePayment.title')}</Title>
      <Alert color="blue" role="status">
        {t('phonePayment.lead')}
      </Alert>
      <Text>{t('phonePayment.after')}</Text>
      <Group>
        <Button component={Link} to={href(paths.operations.getHref())}>
          {t('phonePayment.toOperations')}
        </Button>
        <Button component={Link} to={href(paths.home.getHref())} variant="light">
          {t('phonePayment.toMain')}
        </Button>
      </Group>
    </Stack>
  );
}
