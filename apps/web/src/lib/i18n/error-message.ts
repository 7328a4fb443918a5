import type { TFunction } from 'i18next';
import { ApiError } from '../http/api-error.ts';

/** The translated text for a failed call, by its errorName (errors namespace). */
export function errorMessage(t: TFunction, error: unknown): string {
  const name = error instanceof ApiError ? error.errorName : 'UnknownError';
  return t(name, { ns: 'errors', defaultValue: t('UnknownError', { ns: 'errors' }) });
}
