import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, newDriver, permTime, sandbox, vehicle } from '../sessions/session-fixtures.ts';

// A week before the real date at least: rows stamped by the database's clock would fall on another day.
const { city: perm } = testCityAt(permTime('2026-10-05', '09:30'));

describe('money rows take the server’s clock, never the database’s', () => {
  it('stamps a top-up, its payment, a start and their history with the server’s time', async () => {
    const driver = await newDriver(perm);
    const at = perm.now();
    const refill = await api(perm).post<{ RedirectURL: string }>('/api/payment/refill', { Token: driver.token, PaymentService: 'card', RefillAmount: '300' });
    await sandbox(perm, refill.RedirectURL, 'pay');
    expect(await api(perm).post('/api/payment/start', { Token: driver.token, Zone: '101', Duration: 60, Vehicle: vehicle('А321ВС159') })).toMatchObject({
      status: 'ok',
    });

    const payments = await perm.db.selectFrom('provider_payment').select('created_at').where('driver_id', '=', driver.id).execute();
    const ledger = await perm.db.selectFrom('account_operation').select('created_at').where('driver_id', '=', driver.id).execute();
    const history = await perm.db.selectFrom('operation').select('occurred_at').where('driver_id', '=', driver.id).execute();
    expect(payments.map((row) => row.created_at)).toEqual([at]);
    expect(ledger.map((row) => row.created_at)).toEqual([at, at]);
    expect(history.map((row) => row.occurred_at)).toEqual([at, at]);
  });

  it('dates a registration by the server’s clock, as the monthly reports read it', async () => {
    const api = apiClient(perm);
    const person = { firstname: 'Пётр', lastname: 'Часов', middlename: '', email: 'clock@example.org', phone: '+7 (922) 111-22-33', pass: 'secret12' };
    const { token } = await api.post<{ token: string }>('/api/auth/registration-v2', person);
    const sms = await api.lastMessage('79221112233');
    await api.post('/api/auth/confirm-phone', { token, code: sms.code! });
    const mail = await api.lastMessage('clock@example.org');
    const salt = /confirmation\/email\/([\w-]+)\//.exec(mail.text)![1]!;
    expect(await api.post('/api/auth/confirm-email', { token: salt, code: mail.code! })).toMatchObject({ completed: true });
    const driver = await perm.db.selectFrom('driver').select('created_at').where('email', '=', 'clock@example.org').executeTakeFirstOrThrow();
    expect(driver.created_at).toEqual(perm.now());
  });

  it('refuses a money row that does not say when it happened', async () => {
    const driver = await newDriver(perm);
    await expect(
      perm.db
        .insertInto('account_operation')
        // @ts-expect-error: the column has no default, and its type says so.
        .values({ driver_id: driver.id, kind: 'refill', amount: 1, idempotency_key: `no-time:${driver.id}`, payment_id: null, session_id: null })
        .execute(),
    ).rejects.toThrow(/null value|not-null/);
  });
});
