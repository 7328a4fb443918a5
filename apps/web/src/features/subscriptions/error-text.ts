import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/http/api-error.ts';

/**
 * A failed subscription call in words: the catalogue's text for its errorName when there is one,
 * otherwise the server's own errorMessage (subscription calls answer `status: "Error"` with it).
 */
export function subscriptionErrorText(t: TFunction, error: unknown): string {
  const name = error instanceof ApiError ? error.errorName : 'UnknownError';
  const known = t(name, { ns: 'errors', defaultValue: '' });
  if (known) return known;
  const message = error instanceof ApiError ? error.answer?.errorMessage : undefined;
  return typeof message === 'string' && message ? message : t('UnknownError', { ns: 'errors' });
}

/** A failed action on a subscription in the server's own words (spec §4), or the catalogue's when it gave none. */
export function serverMessageText(t: TFunction, error: unknown): string {
  const message = error instanceof ApiError ? error.answer?.errorMessage : undefined;
  return typeof message === 'string' && message ? message : subscriptionErrorText(t, error);
}
