import type { TestCity } from '../helpers/create-test-city.ts';

let addresses = 0;
/** A fresh client address per call, so the per-address limits never answer in the route's place. */
export const nextAddress = () => {
  addresses += 1;
  return `10.30.${addresses >> 8}.${addresses & 255}`;
};

/** A desk call with the token in the Authorization header. */
export async function deskCall(city: TestCity, token: string, method: 'GET' | 'POST', path: string, fields: Record<string, unknown> = {}) {
  const url = city.api(`/api/operator/${path}/v1`);
  const response = await city.app.inject({
    method,
    url: method === 'GET' ? `${url}?${new URLSearchParams(fields as Record<string, string>).toString()}` : url,
    remoteAddress: nextAddress(),
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(fields) } : {}),
  });
  return response.json() as Record<string, unknown> & { status: string; errorName?: string };
}

/** The operator's sign-in from `ip`. */
export async function operatorLogin(city: TestCity, fields: Record<string, unknown>, ip = nextAddress()) {
  const response = await city.app.inject({ method: 'POST', url: city.api('/api/operator/login/v1'), remoteAddress: ip, payload: fields });
  return response.json() as Record<string, unknown> & { status: string; errorName?: string; token?: string };
}
