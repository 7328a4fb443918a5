import type { TestCity } from '../helpers/create-test-city.ts';

let addresses = 0;

/** A feedback call with the token in the Authorization header, from a fresh address (the per-address limit stays out of the way). */
export async function feedbackCall(city: TestCity, token: string, method: 'GET' | 'POST', path: string, fields: Record<string, unknown> = {}) {
  addresses += 1;
  const url = city.api(`/api/appealProcessing/${path}/v1`);
  const response = await city.app.inject({
    method,
    url: method === 'GET' ? `${url}?${new URLSearchParams(fields as Record<string, string>).toString()}` : url,
    remoteAddress: `10.20.${addresses >> 8}.${addresses & 255}`,
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(fields) } : {}),
  });
  return response.json() as Record<string, unknown> & { status: string; errorName?: string };
}

/** A valid new appeal with `overrides`. */
export const appealFields = (overrides: Record<string, unknown> = {}) => ({
  idSubject: 'payment',
  message: 'Оплата не прошла',
  phone: '+7 (912) 345-67-89',
  email: 'Driver@Example.com',
  ...overrides,
});

/** Opens an appeal and answers its id. */
export async function openAppeal(city: TestCity, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await feedbackCall(city, token, 'POST', 'appealRegistration', appealFields(overrides));
  if (answer.status !== 'ok') throw new Error(`appeal refused: ${JSON.stringify(answer)}`);
  return answer.idAppeal as number;
}
