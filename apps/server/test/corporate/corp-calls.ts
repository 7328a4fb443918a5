import { DEMO_COMPANY } from '../../src/modules/corporate/seed/seed-company.ts';
import type { TestCity } from '../helpers/create-test-city.ts';
import { nextAddress } from '../operator/desk-calls.ts';

export type Answer = Record<string, unknown> & { status: string; errorName?: string; fields?: Record<string, string> };

/** The company's sign-in from `ip`. */
export async function corpLogin(city: TestCity, fields: Record<string, unknown>, ip = nextAddress()) {
  const response = await city.app.inject({ method: 'POST', url: city.api('/api/auth/login-corp-v1'), remoteAddress: ip, payload: fields });
  return response.json() as Answer & { id_session?: string };
}

/** The demo company's coop token. */
export async function demoCompanyToken(city: TestCity): Promise<string> {
  const answer = await corpLogin(city, { inn: DEMO_COMPANY.inn, contractNumber: DEMO_COMPANY.contractNumber });
  if (!answer.id_session) throw new Error(`the demo company could not sign in: ${JSON.stringify(answer)}`);
  return answer.id_session;
}

/**
 * A call with `token` among the fields (the query of GET and DELETE, a JSON body otherwise), or in
 * the Authorization header when `inHeader`.
 */
export async function corpCall(
  city: TestCity,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  fields: Record<string, unknown> = {},
  inHeader = false,
): Promise<Answer> {
  const all = inHeader ? fields : { ...fields, token };
  const inQuery = method === 'GET' || method === 'DELETE';
  const query = inQuery ? `?${new URLSearchParams(all as Record<string, string>).toString()}` : '';
  const response = await city.app.inject({
    method,
    url: city.api(path) + query,
    remoteAddress: nextAddress(),
    headers: { ...(inHeader ? { authorization: `Bearer ${token}` } : {}), ...(inQuery ? {} : { 'content-type': 'application/json' }) },
    ...(inQuery ? {} : { payload: JSON.stringify(all) }),
  });
  return response.json() as Answer;
}

/** The company's profile as get-profile answers it. */
export async function corpProfile(city: TestCity, token: string) {
  const answer = await corpCall(city, token, 'GET', '/api/corp-profile/get-profile');
  if (answer.status !== 'ok') throw new Error(`get-profile refused: ${JSON.stringify(answer)}`);
  return answer.result as {
    email: string;
    inn: string;
    name: string;
    balance: number;
    ts: { id: number; numberTs: string; vin: string; imei: string; active: boolean; main: boolean }[];
    drivers: {
      id: number;
      name: string;
      surname: string;
      firstName: string;
      patronymic: string;
      phone: string;
      ts: string;
      active: boolean;
      monthlyLimit: number | null;
    }[];
    devices: { id: number; imei: string; vin: string; active: boolean }[];
  };
}
