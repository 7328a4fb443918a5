import type { TOperation } from '@city-parking/contract/operations/operation';
import type { TestCity } from '../helpers/create-test-city.ts';
import { apiClient } from '../helpers/api-client.ts';

let addresses = 0;

type HistoryAnswer = { status: string; errorName?: string; fields?: Record<string, string>; result?: TOperation[] };

/** get-operations-with-filter as the screen calls it: a POST with every field in the query. */
export async function history(city: TestCity, query: Record<string, string>): Promise<HistoryAnswer> {
  addresses += 1;
  const response = await city.app.inject({
    method: 'POST',
    url: city.api(`/api/profile/get-operations-with-filter?${new URLSearchParams(query)}`),
    // An address per call: the paging loops would meet the call's rate limit otherwise.
    remoteAddress: `10.7.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
  });
  return response.json() as HistoryAnswer;
}

/** The operations of a filter, page after page until an empty one, as the screen's infinite scroll loads them. */
export async function everyPage(city: TestCity, query: Record<string, string>, between?: (page: number) => Promise<void>): Promise<TOperation[][]> {
  const pages: TOperation[][] = [];
  let orderNumber = '';
  for (;;) {
    const answer = await history(city, { ...query, OrderNumber: orderNumber });
    if (answer.status !== 'ok') throw new Error(`page ${pages.length + 1}: ${JSON.stringify(answer)}`);
    const page = answer.result!;
    if (page.length === 0) return pages;
    pages.push(page);
    orderNumber = page[page.length - 1]!.orderNumber;
    await between?.(pages.length);
  }
}

export const recent = (city: TestCity, token: string) => apiClient(city).get<{ result: TOperation[] }>('/api/profile/get-operations-v2', { token });
