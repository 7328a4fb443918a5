import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { setSettings } from '../sessions/guest/guest-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { createRefill } from './document-fixtures.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

describe('a city that turns receipts off', () => {
  it('no longer lists, prints or mails the documents it issued, and says why', async () => {
    const driver = await newDriver(perm);
    const { result } = await createRefill(perm, driver, '500,00');
    const client = apiClient(perm, { ip: '10.9.0.1', language: 'en' });
    expect(await client.get('/api/receipt-list', { token: driver.token })).toMatchObject({ status: 'ok' });

    await setSettings(perm, { useReceipts: false });
    const refused = { status: 'error', errorName: 'PaymentDocumentsUnavailable', userMessage: 'Paying by payment document is not available in this city' };
    expect(await client.get('/api/receipt-list', { token: driver.token })).toMatchObject(refused);
    expect(await client.get('/api/receipt', { token: driver.token, receiptnumber: result.receiptnumber })).toMatchObject(refused);
    expect(await client.get('/api/sendreceipt', { token: driver.token, receiptnumber: result.receiptnumber, email: 'me@example.org' })).toMatchObject(refused);
  });
});
