import { describe, expect, it } from 'vitest';
import type { TOperation } from '@city-parking/contract/operations/operation';
import { changed, linkVerifies, publishedKey } from '../fiscal-receipts/receipt-fixtures.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { api, newDriver, permTime, sandbox, vehicle, type TestDriver } from '../sessions/session-fixtures.ts';

// Monday 23 November 2026, noon on Perm's clock.
const { clock, city: perm } = testCityAt(permTime('2026-11-23', '12:00'));

const recent = async (driver: TestDriver, language = 'ru') =>
  (await apiClient(perm, { language }).get<{ result: TOperation[] }>('/api/profile/get-operations-v2', { token: driver.token })).result;

const start = (driver: TestDriver, plate: string, PaymentService = '') =>
  api(perm).post<{ sessionId: number; RedirectURL?: string }>('/api/payment/start', {
    Token: driver.token,
    Zone: '101',
    Duration: 60,
    Vehicle: vehicle(plate),
    PaymentService,
  });

const linkOf = (operation: TOperation | undefined) => new URL(operation!.checkUrl!, 'http://site.test');

describe("the /check links of a driver's paid sessions", () => {
  it('come with a session and its extension, signed by the city, with the period and price of each', async () => {
    const driver = await newDriver(perm, 100_000);
    const started = await start(driver, 'М100ММ159');
    clock.advance(5);
    expect(
      (await api(perm).post('/api/payment/renew', { Token: driver.token, ReservationId: started.sessionId, Duration: 60, PaymentService: '' })).status,
    ).toBe('ok');
    const [renew, payment, opening] = await recent(driver);
    expect(opening).toMatchObject({ type: 'refill' });
    expect(opening!.checkUrl).toBeUndefined();

    const key = await publishedKey(perm);
    for (const operation of [payment!, renew!]) {
      const link = linkOf(operation);
      expect(link.pathname).toBe('/check');
      expect(Object.fromEntries(link.searchParams)).toEqual({
        title: expect.stringMatching(/зона 101$/),
        ts: 'М100ММ159',
        dateIn: operation.startsOf,
        dateOut: operation.endOf,
        price: String(Math.round(operation.sum * 100)),
        city: 'perm',
        sig: expect.stringMatching(/^[\w-]{86}$/),
      });
      expect(linkVerifies(link, key)).toBe(true);
    }
    // A changed price, time or plate is not the city's.
    expect(linkVerifies(changed(linkOf(payment), 'price', '1'), key)).toBe(false);
    expect(linkVerifies(changed(linkOf(payment), 'dateOut', renew!.endOf!), key)).toBe(false);
    expect(linkVerifies(changed(linkOf(payment), 'ts', 'М101ММ159'), key)).toBe(false);
  });

  it('come with a session paid by card once it is paid, not while it waits', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await start(driver, 'М102ММ159', 'card');
    const [waiting] = await recent(driver);
    expect(waiting).toMatchObject({ type: 'payment', status: 'wait' });
    expect(waiting!.checkUrl).toBeUndefined();
    await sandbox(perm, RedirectURL!, 'pay');
    const [paid] = await recent(driver);
    expect(paid).toMatchObject({ type: 'payment', status: 'done', checkFiscal: expect.stringMatching(/^\/receipt\//) });
    expect(linkVerifies(linkOf(paid), await publishedKey(perm))).toBe(true);
  });

  it("are in the language of the caller's page", async () => {
    const driver = await newDriver(perm, 100_000);
    await start(driver, 'М103ММ159');
    const [payment] = await recent(driver, 'en');
    const link = linkOf(payment);
    expect(link.pathname).toBe('/en/check');
    expect(link.searchParams.get('title')).toMatch(/zone 101$/);
    expect(linkVerifies(link, await publishedKey(perm))).toBe(true);
  });
});
