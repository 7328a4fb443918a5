import { describe, expect, it } from 'vitest';
import { ZSelectedAbonementsResponse, ZTimingResponse } from '@city-parking/contract/subscriptions/subscription-constructor';
import { testCities, testCitiesAt } from '../helpers/test-cities.ts';
import { setSettings } from '../sessions/guest/guest-fixtures.ts';
import { api, ledgerIsConsistent, newDriver, permTime, vehicle } from '../sessions/session-fixtures.ts';
import { constructorCall } from './constructor-fixtures.ts';
import { buy, subscriptionsOf } from './subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock. In Perm zone 102 is ordinary and 164 special.
const {
  clock,
  cities: [perm, perm2],
} = testCitiesAt(permTime('2026-11-23', '10:00'), {}, {});
const [rostov] = testCities({ city: 'rostov' });

type Offer = {
  permissionKind: string;
  permissionKindCode: string;
  permissionType: string;
  price: number;
  zones: string[];
  startDate: string;
  days: number;
  sale: number;
};
const select = (token: string, body: Record<string, unknown>, options: { form?: boolean; language?: string } = {}, city = perm) =>
  constructorCall<{ result: Offer[] }>(city, '/backend/v2/selectedAbonements', { token, body, ...options });
const offerRows = () => perm.db.selectFrom('subscription_offer').selectAll().where('constructed', '=', true).execute();

describe('the constructor’s timing', () => {
  it('answers the day counts on offer to a signed-in driver', async () => {
    const driver = await newDriver(perm);
    const answer = await constructorCall(perm, '/backend/v2/getTiming', { token: driver.token });
    expect(ZTimingResponse.safeParse(answer).success).toBe(true);
    expect(answer.result).toEqual([1, 3, 7, 14, 30, 60, 90, 180, 365]);
  });

  it('asks for the token in the Authorization header', async () => {
    expect(await constructorCall(perm, '/backend/v2/getTiming')).toMatchObject({
      status: 'Error',
      errorName: 'TokenNotFound',
      errorMessage: expect.any(String),
    });
  });
});

describe('offers built for the chosen zones, days and start date', () => {
  it('answers a pass and a half-price card, priced by the rule, in the request’s language', async () => {
    const driver = await newDriver(perm);
    const answer = await select(driver.token, { zones: ['164', '102'], dateStart: '2026-11-24', timing: 14 });
    expect(ZSelectedAbonementsResponse.safeParse(answer).success).toBe(true);
    // (200 ₽ + 350 ₽) a day × 14 days × 0.85 = 6545 ₽; the card 40 % of it, 2618 ₽.
    expect(answer.result).toEqual([
      {
        permissionKind: 'Абонемент на 14 дней, зоны 102, 164',
        permissionKindCode: expect.stringMatching(/^CTOR-14D-100-/),
        permissionType: 'week',
        price: 654_500,
        zones: ['102', '164'],
        startDate: '2026-11-24',
        days: 14,
        sale: 100,
      },
      {
        permissionKind: 'Скидочная карта 50 % на 14 дней, зоны 102, 164',
        permissionKindCode: expect.stringMatching(/^CTOR-14D-50-/),
        permissionType: 'week',
        price: 261_800,
        zones: ['102', '164'],
        startDate: '2026-11-24',
        days: 14,
        sale: 50,
      },
    ]);
    const en = await select(driver.token, { zones: ['102', '164'], dateStart: '2026-11-24', timing: 14 }, { language: 'en' });
    expect(en.result.map((o) => o.permissionKind)).toEqual(['14-day pass, zones 102, 164', '50 % discount card for 14 days, zones 102, 164']);
    // The same choice is the same offer: its row is reused, not written again.
    expect(en.result.map((o) => o.permissionKindCode)).toEqual(answer.result.map((o) => o.permissionKindCode));
    expect((await offerRows()).filter((row) => row.days === 14)).toHaveLength(2);
  });

  it('reads a form too, with one zone as a plain value', async () => {
    const driver = await newDriver(perm);
    const answer = await select(driver.token, { zones: '102', dateStart: '2026-11-23', timing: '30' }, { form: true });
    // 200 ₽ × 30 days × 0.7 = 4200 ₽.
    expect(answer.result.map((o) => [o.permissionKind, o.price, o.permissionType])).toEqual([
      ['Абонемент на 30 дней, зона 102', 420_000, 'month'],
      ['Скидочная карта 50 % на 30 дней, зона 102', 168_000, 'month'],
    ]);
  });

  it('keeps constructed offers out of the offers on sale', async () => {
    const driver = await newDriver(perm);
    await select(driver.token, { zones: ['103'], dateStart: '2026-11-24', timing: 3 });
    const listed = await api(perm).get<{ result: { parkingPermitCode: string }[] }>('/api/profile/get-subscription', { token: driver.token });
    expect(listed.result.some((offer) => offer.parkingPermitCode.startsWith('CTOR-'))).toBe(false);
  });

  it.each([
    [{ zones: ['102', '99999'], dateStart: '2026-11-24', timing: 14 }, { errorName: 'ZoneNotFound' }],
    [
      { zones: [], dateStart: '2026-11-24', timing: 14 },
      { errorName: 'ValidationError', fields: { zones: 'InvalidFormat' } },
    ],
    [
      { zones: [' '], dateStart: '2026-11-24', timing: 14 },
      { errorName: 'ValidationError', fields: { zones: 'InvalidFormat' } },
    ],
    [
      { zones: ['102'], dateStart: '2026-11-22', timing: 14 },
      { errorName: 'ValidationError', fields: { dateStart: 'InvalidFormat' } },
    ],
    [
      { zones: ['102'], dateStart: '2026-12-24', timing: 14 },
      { errorName: 'ValidationError', fields: { dateStart: 'InvalidFormat' } },
    ],
    [
      { zones: ['102'], dateStart: '2026-11-31', timing: 14 },
      { errorName: 'ValidationError', fields: { dateStart: 'InvalidFormat' } },
    ],
    [
      { zones: ['102'], dateStart: '24.11.2026', timing: 14 },
      { errorName: 'ValidationError', fields: { dateStart: 'InvalidFormat' } },
    ],
    [
      { zones: ['102'], dateStart: '2026-11-24', timing: 5 },
      { errorName: 'ValidationError', fields: { timing: 'InvalidFormat' } },
    ],
    [
      { zones: ['102'], dateStart: '2026-11-24' },
      { errorName: 'ValidationError', fields: { timing: 'RequiredField' } },
    ],
  ])('refuses %j and writes no offer', async (body, failure) => {
    const driver = await newDriver(perm);
    const before = (await offerRows()).length;
    expect(await select(driver.token, body)).toMatchObject({ status: 'Error', ...failure });
    expect((await offerRows()).length).toBe(before);
  });

  it('starts no earlier than the city’s start offset', async () => {
    const driver = await newDriver(perm2);
    await setSettings(perm2, { subscriptionStartOffsetDays: 2 });
    const body = (dateStart: string) => ({ zones: ['102'], dateStart, timing: 1 });
    expect(await select(driver.token, body('2026-11-24'), {}, perm2)).toMatchObject({ errorName: 'ValidationError', fields: { dateStart: 'InvalidFormat' } });
    expect(await select(driver.token, body('2026-11-25'), {}, perm2)).toMatchObject({ status: 'ok' });
    expect(await select(driver.token, body('2026-12-23'), {}, perm2)).toMatchObject({ status: 'ok' });
  });
});

describe('buying a constructed offer', () => {
  it('gives a subscription of exactly its days that discounts parking in its zones only', async () => {
    const driver = await newDriver(perm, 1_000_000);
    const { result } = await select(driver.token, { zones: ['102', '164'], dateStart: '2026-11-24', timing: 14 });
    const pass = result[0]!;
    const bought = await buy(perm, driver, pass.permissionKindCode, 'К500КК159', pass.startDate);
    expect(bought).toMatchObject({ status: 'ok', orderNum: expect.stringMatching(/^\d+$/) });
    expect(bought.confirmation).toMatchObject({ kind: 'subscription', zone: '102, 164', amount: 6545 });
    const [subscription] = await subscriptionsOf(perm, driver.id);
    expect(subscription).toMatchObject({
      type: 'week',
      zones: ['102', '164'],
      discount_percent: 100,
      price: 654_500,
      // 14 whole days on Perm's clock, not the week its type names.
      start_at: permTime('2026-11-24', '00:00'),
      end_at: permTime('2026-12-08', '00:00'),
    });
    expect(await ledgerIsConsistent(perm, driver.id)).toBe(1_000_000 - 654_500);

    const cost = (zone: string) =>
      api(perm).post<{ totalcost: number; benefit: string }>('/api/payment/cost', {
        Token: driver.token,
        Zone: zone,
        ParkingCode: '',
        Duration: 60,
        Vehicle: vehicle('К500КК159'),
      });
    // The last day of the period, and the day after it; zone 101 is not the pass's.
    clock.set(permTime('2026-12-07', '13:00'));
    expect(await cost('164')).toMatchObject({ totalcost: 0, benefit: 'Абонемент на 14 дней, зоны 102, 164' });
    expect(await cost('101')).toMatchObject({ totalcost: 60, benefit: '' });
    clock.set(permTime('2026-12-08', '13:00'));
    expect(await cost('164')).toMatchObject({ benefit: '' });
    expect((await cost('164')).totalcost).toBeGreaterThan(0);
  });

  it('lasts its days even where its type is shorter, and bills the card its own price', async () => {
    const driver = await newDriver(perm, 1_000_000);
    const { result } = await select(driver.token, { zones: ['102'], dateStart: '2026-11-23', timing: 3 });
    const card = result[1]!;
    expect(card).toMatchObject({ permissionType: 'day', sale: 50, price: 24_000 });
    expect(await buy(perm, driver, card.permissionKindCode, 'К501КК159', '2026-11-23')).toMatchObject({ status: 'ok' });
    const [subscription] = await subscriptionsOf(perm, driver.id);
    expect(subscription).toMatchObject({ type: 'day', discount_percent: 50, price: 24_000, end_at: permTime('2026-11-26', '00:00') });
  });

  it('is refused once the city turns the constructor off', async () => {
    const driver = await newDriver(perm2, 1_000_000);
    const { result } = await select(driver.token, { zones: ['102'], dateStart: '2026-11-25', timing: 7 }, {}, perm2);
    await setSettings(perm2, { useSubscriptionConstructor: false });
    expect(await buy(perm2, driver, result[0]!.permissionKindCode, 'К502КК159', '2026-11-25')).toMatchObject({
      status: 'Error',
      errorName: 'ValidationError',
      fields: { codeSubscription: 'InvalidFormat' },
    });
    expect(await constructorCall(perm2, '/backend/v2/getTiming', { token: driver.token })).toMatchObject({ errorName: 'SubscriptionConstructorDisabled' });
  });
});

describe('a city without the constructor', () => {
  it('refuses its calls with a clear error in the request’s language', async () => {
    const driver = await newDriver(rostov);
    expect(await constructorCall(rostov, '/backend/v2/getTiming', { token: driver.token })).toMatchObject({
      status: 'Error',
      errorName: 'SubscriptionConstructorDisabled',
      errorMessage: 'В этом городе нельзя собрать абонемент',
    });
    const answer = await select(driver.token, { zones: ['6102'], dateStart: '2026-11-24', timing: 7 }, { language: 'en' }, rostov);
    expect(answer).toMatchObject({
      status: 'Error',
      errorName: 'SubscriptionConstructorDisabled',
      errorMessage: 'Building a subscription is not available in this city',
    });
    expect(await rostov.db.selectFrom('subscription_offer').select('id').where('constructed', '=', true).execute()).toEqual([]);
  });
});
