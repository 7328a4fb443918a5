import { beforeAll, describe, expect, it } from 'vitest';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { addLot, addTicket, flatApi, minutesBefore } from './flat-fixtures.ts';
import { testCityAt } from '../helpers/test-cities.ts';

const NOON = permTime('2026-11-23', '12:00');
const { clock, city: perm } = testCityAt(NOON);
let token: string;
let lot950: number;
beforeAll(async () => {
  token = (await newDriver(perm)).token;
  // 60 ₽ an hour around the clock: a rouble a minute. The first 15 minutes are free.
  lot950 = await addLot(perm, '950', { freeMinutes: 15 });
  await addLot(perm, '951');
  await addTicket(perm, lot950, '9500001', minutesBefore(NOON, 120));
  await addTicket(perm, lot950, '9500002', minutesBefore(NOON, 10));
  await addTicket(perm, lot950, '9500003', minutesBefore(NOON, 16));
});

describe('costPlane', () => {
  it("prices the stay from entry until now by the lot's tariff and answers the quote", async () => {
    const answer = await flatApi(perm, token).cost('9500001', '950');
    expect(answer).toEqual({ status: 'ok', result: { cost: 120, sessionId: expect.stringMatching(/^[\w-]{16,}$/), parkingNumber: '950' } });
    const quote = await perm.db.selectFrom('flat_quote').selectAll().where('id', '=', answer.result!.sessionId!).executeTakeFirstOrThrow();
    expect(quote).toMatchObject({ amount: 12_000, basis: null, priced_to: NOON, created_at: NOON });
  });

  it('finds the ticket in any lot by the flat-lot code or without a parking number, and names its lot', async () => {
    for (const parkingNumber of ['flat', '']) {
      expect(await flatApi(perm, token).cost('9500001', parkingNumber)).toMatchObject({ status: 'ok', result: { cost: 120, parkingNumber: '950' } });
    }
  });

  it('counts a started minute as a whole one', async () => {
    clock.set(new Date(NOON.getTime() + 1_000));
    expect((await flatApi(perm, token).cost('9500001', '950')).result).toMatchObject({ cost: 121 });
  });

  it('charges nothing within the free period, and the whole stay after it', async () => {
    expect((await flatApi(perm, token).cost('9500002', '950')).result).toMatchObject({ cost: 0 });
    expect((await flatApi(perm, token).cost('9500003', '950')).result).toMatchObject({ cost: 16 });
  });

  it('reads a typed number without spaces', async () => {
    expect((await flatApi(perm, token).cost(' 950 0001 ', '950')).result).toMatchObject({ cost: 120 });
  });

  it.each([
    ['an unknown ticket', '9509999', '950', 'ParkingSessionNotFound'],
    ['a ticket of another lot', '9500001', '951', 'ParkingSessionNotFound'],
    ['an unknown lot', '9500001', '999', 'CantFindParking'],
    ['an empty ticket number', '', '950', 'ValidationError'],
  ])('answers %s with %s', async (_case, ticketNumber, parkingNumber, errorName) => {
    expect(await flatApi(perm, token).cost(ticketNumber, parkingNumber)).toMatchObject({ status: 'error', errorName });
  });

  it('takes the token from the Authorization header, with or without the Bearer scheme', async () => {
    expect(await flatApi(perm, token, { authorization: token }).cost('9500001', '950')).toMatchObject({ status: 'ok' });
    expect(await flatApi(perm, '').cost('9500001', '950')).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    expect(await flatApi(perm, 'not-a-token').cost('9500001', '950')).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
  });

  it('answers in the language asked for', async () => {
    expect(await flatApi(perm, token, { language: 'en' }).cost('9509999', '950')).toMatchObject({
      errorName: 'ParkingSessionNotFound',
      userMessage: 'Parking session not found',
    });
  });
});

describe('the 30-second window of a quote', () => {
  it('pays a quote younger than 30 s and refuses it from 30 s on (PriceChangedTryLater)', async () => {
    const api = flatApi(perm, token);
    const { sessionId } = (await api.cost('9500001', '950')).result!;
    clock.set(new Date(NOON.getTime() + 29_999));
    expect(await api.pay({ paymentService: 'card', parkingNumber: '950', sessionId: sessionId! })).toMatchObject({
      status: 'ok',
      result: { redirectURL: expect.any(String) },
    });
    clock.set(new Date(NOON.getTime() + 30_000));
    expect(await api.pay({ paymentService: 'card', parkingNumber: '950', sessionId: sessionId! })).toMatchObject({
      status: 'error',
      errorName: 'PriceChangedTryLater',
    });
    // A new price can be asked for at once, and holds for its own 30 s.
    const fresh = (await api.cost('9500001', '950')).result!;
    expect(fresh.cost).toBe(121);
    expect(await api.pay({ paymentService: 'card', parkingNumber: '950', sessionId: fresh.sessionId! })).toMatchObject({ status: 'ok' });
  });

  it('refuses a quote of another lot or one it never made', async () => {
    const api = flatApi(perm, token);
    const { sessionId } = (await api.cost('9500001', '950')).result!;
    expect(await api.pay({ paymentService: 'card', parkingNumber: '951', sessionId: sessionId! })).toMatchObject({ errorName: 'PriceChangedTryLater' });
    expect(await api.pay({ paymentService: 'card', parkingNumber: '950', sessionId: 'made-up' })).toMatchObject({ errorName: 'PriceChangedTryLater' });
  });

  it('answers a free stay with a message instead of a payment', async () => {
    const api = flatApi(perm, token, { language: 'en' });
    const { sessionId, cost } = (await api.cost('9500002', '950')).result!;
    expect(cost).toBe(0);
    expect(await api.pay({ paymentService: 'card', parkingNumber: '950', sessionId: sessionId! })).toEqual({
      status: 'ok',
      result: { message: 'Nothing to pay: the stay on this ticket is free.' },
    });
    expect(await perm.db.selectFrom('provider_payment').select('id').where('purpose', '=', 'flat').where('amount', '=', 0).execute()).toEqual([]);
  });
});
