import { totpCode, totpStep } from '@city-parking/contract/operator/totp';
import { DEMO_SECOND_FACTOR_SECRET } from '../../src/modules/operator/seed/seed-operators.ts';
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

type Answer = Record<string, unknown> & { status: string; errorName?: string; token?: string };

/** The password step alone, from `ip`: its answer names the second step. */
export async function operatorPasswordStep(city: TestCity, fields: Record<string, unknown>, ip = nextAddress()) {
  const response = await city.app.inject({ method: 'POST', url: city.api('/api/operator/login/v1'), remoteAddress: ip, payload: fields });
  return response.json() as Answer & { step?: 'code' | 'enrol'; pending?: string; secret?: string };
}

/** One of the second step's calls. */
export async function operatorStep(city: TestCity, step: 'code' | 'enrol', fields: { pending: string; code: string }, ip = nextAddress()) {
  const response = await city.app.inject({ method: 'POST', url: city.api(`/api/operator/login/${step}/v1`), remoteAddress: ip, payload: fields });
  return response.json() as Answer & { recoveryCodes?: string[] };
}

/** The secrets members enrolled in this run, by e-mail; the demo staff's is the seed's. */
const enrolled = new Map<string, string>();

/** The code of now for a secret. */
export const codeNow = (city: TestCity, secret: string) => totpCode(secret, totpStep(city.now()));

/**
 * The whole sign-in from `ip`, as the desk makes it: the password, then the code of the member's
 * app (enrolling one first where the member has none). A test's clock stands still where a person's
 * next sign-in comes a step later, so the step last taken is forgotten first. The first refusal is
 * the answer.
 */
export async function operatorLogin(city: TestCity, fields: Record<string, unknown>, ip = nextAddress()): Promise<Answer> {
  const first = await operatorPasswordStep(city, fields, ip);
  if (first.status !== 'ok') return first;
  const email = String(fields.email);
  if (first.step === 'enrol') {
    enrolled.set(email, first.secret!);
    return operatorStep(city, 'enrol', { pending: first.pending!, code: await codeNow(city, first.secret!) }, ip);
  }
  await city.db.updateTable('operator').set({ totp_step: null }).where('email', '=', email).execute();
  const secret = enrolled.get(email) ?? DEMO_SECOND_FACTOR_SECRET;
  return operatorStep(city, 'code', { pending: first.pending!, code: await codeNow(city, secret) }, ip);
}
