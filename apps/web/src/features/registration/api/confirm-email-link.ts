import { safeParse } from 'zod/mini';
import { ZEmailLinkResponse, type TEmailLinkResponse } from '@city-parking/contract/auth/email-link';
import { CITIES, currentCity } from '@/lib/city/current-city.ts';
import { ApiError } from '@/lib/http/api-error.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

/**
 * POST /api/auth/confirm-email-link to the back end of the link's city (its `?city=`): the mail may
 * be opened in a browser that has another city chosen, or none, and that choice is left as it is.
 * A link without a known city goes to the chosen one.
 */
export async function confirmEmailLink(salt: string, code: string, cityCode: string | null): Promise<TEmailLinkResponse> {
  const city = CITIES.find((c) => c.city === cityCode) ?? currentCity;
  const response = await fetch(`${city.apiUrl.replace(/\/$/, '')}/api/auth/confirm-email-link`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': i18n.language || 'ru', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ salt, code: code.trim() }),
  }).catch(() => null);
  const answer: unknown = await response?.json().catch(() => null);
  if (answer === null || answer === undefined) throw new ApiError('Request error');
  const confirmed = safeParse(ZEmailLinkResponse, answer);
  if (confirmed.success) return confirmed.data;
  const { errorName, fields } = answer as { errorName?: unknown; fields?: Record<string, string> };
  throw new ApiError(typeof errorName === 'string' ? errorName : 'UnknownError', fields);
}
