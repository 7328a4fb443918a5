import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/lib/auth/token-store.ts';
import { paths } from '@/lib/routing/paths.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { usePaymentStatus } from '@/domains/payments/api/get-payment-status.ts';
import { PaymentConfirmation } from '@/domains/payments/components/payment-confirmation.tsx';
import { returnPage } from '@/domains/payments/return-page.ts';
import { phonePaymentTexts } from '../texts.ts';

/**
 * /phone-payment-callback?order=…: where a payment from the phone account sends the browser. The
 * payment finishes when the payer answers the operator's SMS, so the page says what to do next and
 * asks the server meanwhile; once the server has completed it, the page shows what it bought.
 * A guest who paid without an account has no balance and no history: the page speaks of the
 * payment only, and offers nothing that needs an account.
 */
export function PhonePaymentCallbackPage() {
  const { t } = useTranslation(phonePaymentTexts);
  const { href } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const payment = usePaymentStatus(params.get('order'));
  const driver = useToken('standart') !== '';
  const confirmation = payment.data?.status === 'done' ? payment.data.confirmation : undefined;

  if (confirmation)
    return (
      <Stack maw={560} mx="auto" w="100%">
        <Title order={1}>{t('phonePayment.paidTitle')}</Title>
        <PaymentConfirmation confirmation={confirmation} onDone={() => void navigate(returnPage.take() ?? href(paths.home.getHref()), { replace: true })} />
      </Stack>
    );
  return (
    <Stack maw={560} mx="auto" w="100%">
      <Title order={1}>{t('phonePayment.title')}</Title>
      {payment.data?.status === 'failed' ? (
        <Alert color="red" role="status">
          {t('phonePayment.declined')}
        </Alert>
      ) : (
        <>
          <Alert color="blue" role="status">
            {t('phonePayment.lead')}
          </Alert>
          <Text>{t(driver ? 'phonePayment.after' : 'phonePayment.afterGuest')}</Text>
        </>
      )}
      <Group>
        {driver && (
          <Button component={Link} to={href(paths.operations.getHref())}>
            {t('phonePayment.toOperations')}
          </Button>
        )}
        <Button component={Link} to={href(paths.home.getHref())} variant={driver ? 'light' : 'filled'}>
          {t('phonePayment.toMain')}
        </Button>
      </Group>
    </Stack>
  );
}
