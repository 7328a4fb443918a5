import { describe, expect, it } from 'vitest';
import { ledgerIsConsistent, newDriver, operationsOf, permTime, plateNo, sessionsOf, vehicle } from './session-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

type Answer = { status: string; errorName?: string; sessionId?: number };

/** Starts as concurrent HTTP requests: every call is in flight before any answers. */
const startAll = (token: string, bodies: Record<string, unknown>[]) =>
  Promise.all(
    bodies.map(async (body) => {
      const payload = new URLSearchParams({ Token: token, Zone: '101', Duration: '60', PaymentService: 'balance', ...body } as Record<
        string,
        string
      >).toString();
      const response = await perm.app.inject({
        method: 'POST',
        url: perm.api('/api/payment/start'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      return response.json() as Answer;
    }),
  );

describe('money under concurrent starts', () => {
  it('lets exactly 3 of 50 concurrent starts through a balance that covers 3', async () => {
    // 180 roubles; each hour in zone 101 costs 60.
    const driver = await newDriver(perm, 18_000);
    const answers = await startAll(
      driver.token,
      Array.from({ length: 50 }, (_, i) => ({ Vehicle: vehicle(plateNo(100 + i)) })),
    );
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(3);
    expect(answers.filter((a) => a.errorName === 'NoMoneyNoHoney')).toHaveLength(47);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(0);
    const sessions = await sessionsOf(perm, driver.id);
    expect(sessions.map((s) => s.id).sort()).toEqual(answers.flatMap((a) => (a.sessionId ? [a.sessionId] : [])).sort());
    const debits = (await operationsOf(perm, driver.id)).filter((o) => o.kind === 'payment');
    expect(debits.map((o) => o.amount)).toEqual([-6000, -6000, -6000]);
  });

  it('creates one session for a start submitted twice with one RequestId, and answers both with it', async () => {
    const driver = await newDriver(perm, 50_000);
    const answers = await startAll(driver.token, [
      { Vehicle: vehicle(plateNo(200)), RequestId: 'double-click' },
      { Vehicle: vehicle(plateNo(200)), RequestId: 'double-click' },
    ]);
    expect(answers[0]).toMatchObject({ status: 'ok', sessionId: expect.any(Number) });
    expect(answers[1]).toEqual(answers[0]);
    // Five at once, one of them with another plate: still the one submission.
    const more = await startAll(driver.token, [
      ...Array.from({ length: 4 }, () => ({ Vehicle: vehicle(plateNo(201)), RequestId: 'burst' })),
      { Vehicle: vehicle(plateNo(202)), RequestId: 'burst' },
    ]);
    expect(new Set(more.map((a) => `${a.status}:${a.sessionId}`)).size).toBe(1);
    expect(more[0]!.status).toBe('ok');
    expect(await sessionsOf(perm, driver.id)).toHaveLength(2);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(50_000 - 12_000);
  });

  it('starts the same plate once when it is sent twice at the same moment without a RequestId', async () => {
    const driver = await newDriver(perm, 50_000);
    const answers = await startAll(driver.token, [{ Vehicle: vehicle(plateNo(300)) }, { Vehicle: vehicle(plateNo(300)) }]);
    expect(answers.map((a) => a.status).sort()).toEqual(['error', 'ok']);
    expect(answers.find((a) => a.status === 'error')).toMatchObject({ errorName: 'ParkingSessionAlreadyExists' });
    expect(await sessionsOf(perm, driver.id)).toHaveLength(1);
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(44_000);
  });
});
