import { lazy, Suspense, useEffect } from 'react';
import { Alert, Button, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPayerPaymentStatus } from '@city-parking/contract/payments/payment-status';
import { isLanguage } from '@city-parking/contract/site/languages';
import { languageFromPath, localizePath } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { returnPage } from '@/domains/payments/return-page.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { paymentsFeatureTexts } from '../texts.ts';

/** Seconds before the driver is taken back to the page they paid from. */
const RETURN_AFTER_MS = 3000;

type Outcome = 'done' | 'declined' | 'refunded' | 'expired' | 'processing';
const OUTCOME_COLOR: Record<Outcome, string> = { done: 'green', declined: 'red', refunded: 'yellow', expired: 'red', processing: 'blue' };

/**
 * What the server says of the payment, never the return address's own `status`, which anyone can
 * write. Without the payer's token, or when the server cannot tell, the payment reads as processing.
 */
function outcomeOf(status: TPayerPaymentStatus | undefined): Outcome {
  if (status === 'failed') return 'declined';
  return status ?? 'processing';
}

// A dialog: its code (Mantine's Modal) loads only when a widget address is opened, not with every return.
const CardWidget = lazy(async () => ({ default: (await import('../components/card-widget.tsx')).CardWidget }));

/**
 * /payment: where the provider sends the browser after paying, back to the stored page; or, with an
 * invoiceId, the card widget that pays that invoice.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation(paymentsFeatureTexts);
  const { language, href } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const order = params.get('order');
  const payment = usePaymentStatus(order);

  useEffect(() => {
    if (!order || (returnPage.peek() && languageFromPath(returnPage.peek()!) !== language)) return;
    // The balance and the sessions changed on the server.
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    const target = returnPage.take() ?? href('/');
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), RETURN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [order, navigate, href, queryClient, language]);

  const invoiceId = params.get('invoiceId');
  if (invoiceId) {
    // The widget speaks the language the payment began in, which its address names.
    const widgetLanguage = params.get('language');
    if (isLanguage(widgetLanguage) && widgetLanguage !== language) return <Navigate to={`${localizePath('/payment', widgetLanguage)}?${params}`} replace />;
    return (
      <Suspense fallback={null}>
        <CardWidget invoice={{ invoiceId, amount: params.get('amount') ?? '', currency: params.get('currency') || 'RUB', email: params.get('email') ?? '' }} />
      </Suspense>
    );
  }

  // The provider returns to /payment without a language; speak the language the payment began in.
  const stored = returnPage.peek();
  const startedIn = stored ? languageFromPath(stored) : language;
  if (order && startedIn !== language) return <Navigate to={`${localizePath('/payment', startedIn)}?${params}`} replace />;
  // Without a payment to report there is nothing to show here.
  if (!order) return <Navigate to={href('/')} replace />;
  const outcome = outcomeOf(payment.data);
  return (
    <Stack maw={560} mx="auto" w="100%">
      <Title order={1}>{t('payments.resultTitle')}</Title>
      {payment.isPending && payment.hasToken ? (
        <Skeleton h={72} radius="md" />
      ) : (
        <Alert color={OUTCOME_COLOR[outcome]} role="status">
          {t(`payments.${outcome}`)}
        </Alert>
      )}
      <Button w="fit-content" onClick={() => void navigate(href('/'))} variant="light">
        {t('notFound.toMain')}
      </Button>
    </Stack>
  );
}
