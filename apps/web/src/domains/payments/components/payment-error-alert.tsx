import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/http/api-error.ts';
import { errorMessage } from '@/lib/i18n/error-message.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { paymentsTexts } from '../texts.ts';

/** Roubles left of the driver's monthly company limit, as a refused payment on the company's account names them. */
export function limitLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.errorName !== 'CompanyLimitExceeded') return null;
  const remaining = error.answer?.remaining;
  return typeof remaining === 'number' ? remaining : null;
}

/** A failed payment call said in the user's language; a refusal by the company's limit also says what is left of it. */
export function PaymentErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation(paymentsTexts);
  const { rubles } = useMoney();
  const left = limitLeftOf(error);
  if (left === null) return <ErrorAlert error={error} />;
  return <ErrorAlert>{`${errorMessage(t, error)}. ${t('payment.companyRemaining', { amount: rubles(left) })}`}</ErrorAlert>;
}
