import { describe, expect, it } from 'vitest';
import { runRetention } from '../../src/jobs/retention.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { constructorCall } from './constructor-fixtures.ts';
import { buy } from './subscription-fixtures.ts';

// Monday 23 November 2026, 10:00 on Perm's clock, where the constructor is on.
const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const HOUR_MS = 60 * 60 * 1000;
const later = (hours: number) => new Date(permTime('2026-11-23', '10:00').getTime() + hours * HOUR_MS);

type Offer = { permissionKindCode: string; startDate: string };
const search = async (token: string, zones: string[], timing: number) =>
  (await constructorCall<{ result: Offer[] }>(perm, '/backend/v2/selectedAbonements', { token, body: { zones, dateStart: '2026-11-25', timing } })).result;
const constructedCodes = async () =>
  (await perm.db.selectFrom('subscription_offer').select('code').where('constructed', '=', true).orderBy('code').execute()).map((row) => row.code);

describe('constructed offers nobody buys', () => {
  it('are removed by the retention job a day after a search last showed them, unless bought or being paid for', async () => {
    const buyer = await newDriver(perm, 1_000_000);
    const [boughtPass, unboughtCard] = await search(buyer.token, ['102'], 7);
    expect(await buy(perm, buyer, boughtPass!.permissionKindCode, 'К800КК159', '2026-11-25')).toMatchObject({ status: 'ok' });
    // A payment through a provider, not completed yet, writes its subscription from the offer later.
    const payer = await newDriver(perm);
    const [paidPass, unpaidCard] = await search(payer.token, ['164'], 14);
    expect(await buy(perm, payer, paidPass!.permissionKindCode, 'К801КК159', '2026-11-25', { paymentService: 'card' })).toMatchObject({
      status: 'ok',
      RedirectURL: expect.any(String),
    });
    const [shownAgainPass, shownAgainCard] = await search(buyer.token, ['101'], 3);
    clock.set(later(20));
    await search(buyer.token, ['101'], 3);

    expect(await runRetention(perm.db, later(23))).toMatchObject({ subscription_offer: 0 });
    expect(await runRetention(perm.db, later(25))).toMatchObject({ subscription_offer: 2 });
    const kept = [boughtPass, paidPass, shownAgainPass, shownAgainCard].map((offer) => offer!.permissionKindCode).sort();
    expect(await constructedCodes()).toEqual(kept);
    expect(await runRetention(perm.db, later(45))).toMatchObject({ subscription_offer: 2 });
    expect(await constructedCodes()).toEqual([boughtPass!.permissionKindCode, paidPass!.permissionKindCode].sort());

    // A code whose offer is gone answers as an unknown one; searching again builds it anew.
    clock.set(later(46));
    expect(await buy(perm, buyer, unboughtCard!.permissionKindCode, 'К802КК159', '2026-11-25')).toMatchObject({
      status: 'Error',
      errorName: 'ValidationError',
      fields: { codeSubscription: 'InvalidFormat' },
    });
    const [, again] = await search(payer.token, ['164'], 14);
    expect(again!.permissionKindCode).toBe(unpaidCard!.permissionKindCode);
    expect(await buy(perm, buyer, again!.permissionKindCode, 'К802КК159', '2026-11-25')).toMatchObject({ status: 'ok' });
  });
});
