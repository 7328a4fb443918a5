import '../texts.ts';
import { useEffect } from 'react';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageFromPath, localizePath } from '@/lib/i18n/language-from-path.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { returnPage } from '@/lib/payments/return-page.ts';

/** Seconds before the driver is taken back to the page they paid from. */
const RETURN_AFTER_MS = 3000;

/** /payment: where the provider sends the browser after paying; back to the stored page. */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const status = params.get('status');
  const order = params.get('order');

  useEffect(() => {
    if (!order || (returnPage.peek() && languageFromPath(returnPage.peek()!) !== language)) return;
    // The balance and the sessions changed on the server.
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
    const target = returnPage.take() ?? href('/');
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), RETURN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [order, navigate, href, queryClient, language]);

  // The provider returns to /payment without a language; speak the language the payment began in.
  const stored = returnPage.peek();
  const startedIn = stored ? languageFromPath(stored) : language;
  if (order && startedIn !== language) return <Navigate to={`${localizePath('/payment', startedIn)}?${params}`} replace />;
  // Without a payment to report there is nothing to show here.
  if (!order) return <Navigate to={href('/')} replace />;
  const done = status === 'done';
  return (
    <Stack maw={560} mx="auto" w="100%">
      <Title order={1}>{t('payments.resultTitle')}</Title>
      <Alert color={done ? 'green' : 'red'} role="status">
        {done ? t('payments.done') : t('payments.declined')}
      </Alert>
      <Button w="fit-content" onClick={() => void navigate(href('/'))} variant="light">
        {t('notFound.toMain')}
      </Button>
    </Stack>
  );
}
