import { ZEmailLinkResponse, type TEmailLinkResponse } from '@city-parking/contract/auth/email-link';
import { CITIES, currentCity } from '@/lib/city/current-city.ts';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';

/**
 * POST /api/auth/confirm-email-link to the back end of the link's city (its `?city=`): the mail may
 * be opened in a browser that has another city chosen, or none, and that choice is left as it is.
 * A link without a known city goes to the chosen one.
 */
export function confirmEmailLink(salt: string, code: string, cityCode: string | null): Promise<TEmailLinkResponse> {
  const city = CITIES.find((c) => c.city === cityCode) ?? currentCity;
  return fetchAnswer('/api/auth/confirm-email-link', ZEmailLinkResponse, { method: 'POST', body: { salt, code: code.trim() }, apiUrl: city.apiUrl });
}
