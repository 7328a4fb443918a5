import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPayerPaymentStatus } from '@city-parking/contract/payments/payment-status';
import { isLanguage } from '@city-parking/contract/site/languages';
import { currentCity } from '@/lib/city/current-city.ts';
import { languageFromPath, localizePath } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { usePaymentStatus } from '@/domains/payments/api/get-payment-status.ts';
import { PaymentConfirmation } from '@/domains/payments/components/payment-confirmation.tsx';
import { broadcastPayment } from '@/domains/payments/payment-channel.ts';
import { returnPage } from '@/domains/payments/return-page.ts';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { paymentsFeatureTexts } from '../texts.ts';

/** Seconds before the driver is taken back to the page they paid from; the page says how many. */
export const RETURN_AFTER_SECONDS = 10;

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
 * /payment: where the provider sends the browser after paying. The outcome is said (with what a
 * completed payment bought), and after RETURN_AFTER_SECONDS, as the page says, the browser goes
 * back to the page stored before paying (the main page without one); a link goes at once, and the
 * payer may stay instead. With an invoiceId: the card widget that pays that invoice.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation(paymentsFeatureTexts);
  const { language, href } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const order = params.get('order');
  const payment = usePaymentStatus(order);
  const loading = payment.isPending && payment.hasToken;
  const outcome = outcomeOf(payment.data?.status);
  const confirmation = payment.data?.status === 'done' ? payment.data.confirmation : undefined;
  // This tab speaks the language the payment began in (see the redirect below) before it leaves.
  const here = !returnPage.peek() || languageFromPath(returnPage.peek()!) === language;
  const leave = useCallback(() => void navigate(returnPage.take() ?? href('/'), { replace: true }), [navigate, href]);
  // The payer may stop the return, to read the outcome for as long as they need (WCAG 2.2.1).
  const [stayed, setStayed] = useState(false);
  const counting = Boolean(order) && here && !loading && !stayed;
  // The button that stops the return goes with it: the focus moves to the link that remains.
  const backLink = useRef<HTMLAnchorElement>(null);
  const stay = () => {
    setStayed(true);
    backLink.current?.focus();
  };

  useEffect(() => {
    // The balance and the sessions changed on the server.
    if (order && here) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }, [order, here, outcome, queryClient]);

  useEffect(() => {
    // The tab the payment began in asks the server too: its balance, sessions and dialog must not wait for a reload.
    if (order && here) broadcastPayment({ type: 'payment', city: currentCity.city, order });
  }, [order, here]);

  useEffect(() => {
    // Counted from when the outcome is shown; a later answer of the status poll does not restart it.
    if (!counting) return;
    const timer = window.setTimeout(leave, RETURN_AFTER_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [counting, leave]);

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
  // Where the return goes, as the page names it: the page paid from, or the main page without one.
  const back = stored ? 'back' : 'home';
  if (order && startedIn !== language) return <Navigate to={`${localizePath('/payment', startedIn)}?${params}`} replace />;
  // Without a payment to report there is nothing to show here.
  if (!order) return <Navigate to={href('/')} replace />;
  return (
    <Stack maw={560} mx="auto" w="100%">
      <Title order={1}>{t('payments.resultTitle')}</Title>
      {loading ? (
        <Skeleton h={72} radius="md" />
      ) : (
        <Alert color={OUTCOME_COLOR[outcome]} role="status">
          {t(`payments.${outcome}`)}
          {/* Said with the outcome, so that a screen reader hears both. */}
          {counting && <Text inherit>{t(`payments.${back}.in`, { seconds: RETURN_AFTER_SECONDS })}</Text>}
        </Alert>
      )}
      {confirmation && <PaymentConfirmation confirmation={confirmation} onDone={leave} />}
      {!loading && (
        <Group gap="md">
          <Anchor
            ref={backLink}
            component={Link}
            to={stored ?? href('/')}
            replace
            onClick={(event) => {
              event.preventDefault();
              leave();
            }}
          >
            {t(`payments.${back}.${counting ? 'now' : 'link'}`)}
          </Anchor>
          {counting && (
            <Button variant="subtle" onClick={stay}>
              {t('payments.stay')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
