import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { hashToken } from '../../src/modules/auth/token-service.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCities } from '../helpers/test-cities.ts';

const [city] = testCities({ city: 'perm' });

const ROUNDS = 50;
/** Rounds run this many at a time, each with its own phones, e-mail and address: more overlap, less wall time. */
const AT_ONCE = 10;
const pad = (n: number) => String(n).padStart(3, '0');
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Each round its own address, so the per-address limit of the strict routes stays out of the way. */
const client = (n: number) => apiClient(city, { ip: `10.0.16.${n}` });

/** Runs `round(0)` … `round(ROUNDS - 1)`, AT_ONCE at a time; the answers in round order. */
async function rounds<T>(round: (n: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let first = 0; first < ROUNDS; first += AT_ONCE)
    answers.push(...(await Promise.all(Array.from({ length: Math.min(AT_ONCE, ROUNDS - first) }, (_, i) => round(first + i)))));
  return answers;
}

const phonesOf = async (driverId: number) =>
  (await city.db.selectFrom('driver_phone').select('phone').where('driver_id', '=', driverId).orderBy('phone').execute()).map((p) => p.phone);

let passwordHash: string;
beforeAll(async () => {
  // Registrations are written straight into the table with a cheap hash: 50 registrations through
  // the call would spend seconds on scrypt before the part under test.
  passwordHash = await hashPassword('secret12', 2 ** 10);
});

/** A pending registration of phone `phone` and its own e-mail, with its codes sent as a resend sends them. */
async function pending(n: number, phone: string) {
  const token = randomBytes(32).toString('base64url');
  const email = `race${n}@example.org`;
  const at = new Date();
  await city.db
    .insertInto('pending_registration')
    .values({
      token_hash: hashToken(token),
      email_salt: randomBytes(16).toString('base64url'),
      email,
      phone,
      first_name: 'Гонка',
      last_name: 'Гонкина',
      middle_name: '',
      password_hash: passwordHash,
      confirmation_type: 'SMS',
      phone_confirmed_at: null,
      email_confirmed_at: null,
      created_at: at,
      expires_at: new Date(at.getTime() + 60 * 60 * 1000),
    })
    .execute();
  const api = client(n);
  await api.post('/api/auth/resend-code', { token, target: 'phone' });
  await api.post('/api/auth/resend-code', { token, target: 'email' });
  return { api, token, email, phoneCode: (await api.lastMessage(phone)).code!, emailCode: (await api.lastMessage(email)).code! };
}

describe('a confirmation binds to the contact it confirmed', () => {
  it(`registration: confirm-phone with A's code racing change-phone to B never gives an account phone B (${ROUNDS} rounds)`, async () => {
    const wrong = await rounds(async (n) => {
      const a = `7944000${pad(n)}0`;
      const b = `7944100${pad(n)}0`;
      const { api, token, email, phoneCode, emailCode } = await pending(n, a);
      // Half the rounds complete inside confirm-phone (the e-mail was confirmed first), half afterwards.
      const emailFirst = n % 2 === 0;
      if (emailFirst) await api.post('/api/auth/confirm-email', { token, code: emailCode });
      // Either call may start first, by up to 3 ms.
      const lead = (n % 7) - 3;
      await Promise.all([
        pause(Math.max(0, -lead)).then(() => api.post('/api/auth/confirm-phone', { token, code: phoneCode })),
        pause(Math.max(0, lead)).then(() => api.post('/api/auth/change-phone', { token, phone: b })),
      ]);
      if (!emailFirst) await api.post('/api/auth/confirm-email', { token, code: emailCode });

      // B's code is never typed: no account may hold B, and one made here holds A and this e-mail.
      const driver = await city.db.selectFrom('driver').select('id').where('email', '=', email).executeTakeFirst();
      const phones = driver ? await phonesOf(driver.id) : [];
      const holdsB = await city.db.selectFrom('driver_phone').select('driver_id').where('phone', '=', b).executeTakeFirst();
      return holdsB || (driver && phones.join() !== a) ? [`round ${n}: ${email} has ${phones.join() || 'no phone'}, B held: ${holdsB !== undefined}`] : [];
    });
    expect(wrong.flat()).toEqual([]);
  });

  it(`profile: confirming an added phone racing its resend adds it only through its own code (${ROUNDS} rounds)`, async () => {
    const api = client(200);
    const token = (await api.post<{ id_session: string }>('/api/auth/login', { login: 'ivanov@parking.test', password: 'ivanov2026' })).id_session;
    const driver = await city.db.selectFrom('driver').select('id').where('email', '=', 'ivanov@parking.test').executeTakeFirstOrThrow();
    const confirmed = new Set(await phonesOf(driver.id));
    await rounds(async (n) => {
      const roundApi = client(100 + n);
      const x = `7945000${pad(n)}0`;
      const { token: change } = await roundApi.post<{ token: string }>('/api/profile/send-sms-code', { token, phone: x, edit: 'false' });
      const { code } = await roundApi.lastMessage(x);
      const [answer] = await Promise.all([
        roundApi.post('/api/auth/confirm-phone', { token: change, code: code! }),
        // A resend of the same phone: the change gets a new token and the code a successor.
        pause(n % 4).then(() => roundApi.post('/api/profile/send-sms-code', { token, phone: x, edit: 'false' })),
      ]);
      if (answer.status === 'ok') confirmed.add(x);
    });
    const unconfirmed = (await phonesOf(driver.id)).filter((phone) => !confirmed.has(phone));
    expect(unconfirmed).toEqual([]);
  });

  it(`profile: two drivers confirming the same new phone at once give it to one, the other told PhoneExists (${ROUNDS} rounds)`, async () => {
    const signIn = async (login: string, password: string) =>
      (await client(250).post<{ id_session: string }>('/api/auth/login', { login, password })).id_session;
    const tokens = [await signIn('demo@parking.test', 'demo2026'), await signIn('ivanov@parking.test', 'ivanov2026')];
    const answers = await rounds(async (n) => {
      const roundApi = client(50 + n);
      const x = `7946000${pad(n)}0`;
      const changes = [];
      for (const token of tokens) {
        const { token: change } = await roundApi.post<{ token: string }>('/api/profile/send-sms-code', { token, phone: x, edit: 'false' });
        changes.push({ change, code: (await roundApi.lastMessage(x)).code! });
      }
      const confirmed = await Promise.all(changes.map(({ change, code }) => roundApi.post('/api/auth/confirm-phone', { token: change, code })));
      const owners = await city.db.selectFrom('driver_phone').select('driver_id').where('phone', '=', x).execute();
      return { answers: confirmed.map((a) => a.errorName ?? a.status).sort(), owners: owners.length };
    });
    expect(answers.filter((round) => round.answers.join() !== 'PhoneExists,ok' || round.owners !== 1)).toEqual([]);
  });
});
