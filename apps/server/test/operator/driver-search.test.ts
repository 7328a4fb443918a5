import { describe, expect, it } from 'vitest';
import { DRIVER_SEARCH_PAGE_SIZE } from '@city-parking/contract/operator/operator-drivers';
import { orderNumberOf } from '../../src/modules/operations/order-number.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver, permTime } from '../sessions/session-fixtures.ts';
import { deskCall } from './desk-calls.ts';
import { addVehicle, deskToken, demoDriverId, searchDrivers } from './driver-fixtures.ts';

const { city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const foundIds = (answer: { items: { id: number }[] }) => answer.items.map((hit) => hit.id);

describe('the desk’s driver search', () => {
  it('finds the demo driver by phone in any spelling, by e-mail in any case, by plate in Latin look-alikes and by STS', async () => {
    const support = await deskToken(perm, 'support');
    const demo = await demoDriverId(perm);
    const byPhone = await searchDrivers(perm, support, { query: '8 (912) 000-00-01' });
    expect(byPhone.items).toEqual([expect.objectContaining({ id: demo, email: 'demo@parking.test', phone: '+ 7 (912) 000-00-01', matched: ['phone'] })]);
    expect(byPhone.items[0]!.plates).toContain('А123ВС159');

    expect(foundIds(await searchDrivers(perm, support, { query: 'DEMO@Parking.Test' }))).toEqual([demo]);
    const byPlate = await searchDrivers(perm, support, { query: 'a 123 bc 159' });
    expect(byPlate.items.find((hit) => hit.id === demo)?.matched).toEqual(['plate']);

    const sts = (await perm.db.selectFrom('vehicle').select('sts_number').where('driver_id', '=', demo).where('sts_number', '<>', '').executeTakeFirst())
      ?.sts_number;
    if (sts) expect((await searchDrivers(perm, support, { query: sts.toLowerCase() })).items.find((hit) => hit.id === demo)?.matched).toContain('sts');
  });

  it('finds the driver by an operation’s number, a payment’s ids, a receipt and a payment document', async () => {
    const finance = await deskToken(perm, 'finance');
    const driver = await newDriver(perm);
    const at = perm.now();
    const paymentId = 'desk-search-payment-1';
    await perm.db
      .insertInto('provider_payment')
      .values({
        id: paymentId,
        driver_id: driver.id,
        purpose: 'refill',
        amount: 50_000,
        method: 'card',
        phone: null,
        status: 'done',
        details: '{}',
        created_at: at,
        provider_payment_id: 'prov-77-search',
      })
      .execute();
    await perm.db
      .insertInto('fiscal_receipt')
      .values({
        id: 'receiptSearchNo1',
        source: `payment:${paymentId}`,
        payment_id: paymentId,
        sign: 'income',
        item: '{}',
        amount: 50_000,
        buyer_email: null,
        buyer_phone: null,
        language: 'ru',
        status: 'pending',
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
    await perm.db
      .insertInto('payment_document')
      .values({
        number: 'PD-SEARCH-0001',
        driver_id: driver.id,
        kind: 'invoice',
        purpose: 'refill',
        amount: 50_000,
        uin: '0'.repeat(25),
        payer: '{}',
        payee: '{}',
        subject: '{}',
        payment_id: paymentId,
        created_at: at,
        expires_at: at,
      })
      .execute();
    const operation = await perm.db
      .insertInto('operation')
      .values({
        driver_id: driver.id,
        type: 'refill',
        status: 'done',
        amount: 500,
        payer_phone: null,
        occurred_at: at,
        starts_at: null,
        ends_at: null,
        zone_number: null,
        parking_code: null,
        plate: null,
        session_id: null,
        payment_id: paymentId,
        source_key: 'desk-search-1',
      })
      .returning(['id', 'occurred_at'])
      .executeTakeFirstOrThrow();

    const expectFound = async (query: string, matched: string) => {
      const answer = await searchDrivers(perm, finance, { query });
      expect(answer.items).toEqual([expect.objectContaining({ id: driver.id, matched: [matched] })]);
    };
    await expectFound(orderNumberOf({ at: new Date(operation.occurred_at), id: Number(operation.id) }), 'operation');
    await expectFound(paymentId, 'payment');
    await expectFound('prov-77-search', 'payment');
    await expectFound('receiptSearchNo1', 'receipt');
    await expectFound('PD-SEARCH-0001', 'document');
    // A number of another instant with the same id names no operation.
    expect((await searchDrivers(perm, finance, { query: orderNumberOf({ at: new Date(0), id: Number(operation.id) }) })).items).toEqual([]);
  });

  it('finds every driver holding a plate, newest first, and pages without a repeat', async () => {
    const support = await deskToken(perm, 'support');
    const plate = 'Е777КХ159';
    const holders: number[] = [];
    for (let i = 0; i < DRIVER_SEARCH_PAGE_SIZE + 3; i += 1) {
      const driver = await newDriver(perm);
      await addVehicle(perm, driver.id, plate);
      holders.push(driver.id);
    }
    const first = await searchDrivers(perm, support, { query: 'e777kx159' });
    expect(first.items).toHaveLength(DRIVER_SEARCH_PAGE_SIZE);
    expect(first.next).toBe(String(first.items.at(-1)!.id));
    const second = await searchDrivers(perm, support, { query: 'e777kx159', before: first.next! });
    expect(second.next).toBeNull();
    const all = [...foundIds(first), ...foundIds(second)];
    expect(all).toEqual([...holders].sort((a, b) => b - a));
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds both drivers of a plate two of them hold', async () => {
    const support = await deskToken(perm, 'support');
    const [one, two] = [await newDriver(perm), await newDriver(perm)];
    await addVehicle(perm, one!.id, 'О555РР159');
    await addVehicle(perm, two!.id, 'О555РР159');
    expect(foundIds(await searchDrivers(perm, support, { query: 'O555PP159' }))).toEqual([two!.id, one!.id]);
  });

  it('refuses an empty or too short query with a field error, in the caller’s language', async () => {
    const support = await deskToken(perm, 'support');
    expect(await searchDrivers(perm, support, { query: '' })).toMatchObject({ errorName: 'ValidationError', fields: { query: 'RequiredField' } });
    const short = await perm.app.inject({
      method: 'GET',
      url: perm.api('/api/operator/drivers/v1?query=%20ab%20'),
      headers: { authorization: `Bearer ${support}`, 'accept-language': 'en' },
    });
    expect(short.json()).toMatchObject({ errorName: 'ValidationError', fields: { query: 'DriverQueryTooShort' } });
    expect(await searchDrivers(perm, support, { query: 'nobody-at-all' })).toMatchObject({ status: 'ok', items: [], next: null });
  });

  it('is for support and finance only', async () => {
    for (const role of ['content', 'fines', 'tariffs', 'admin'] as const) {
      expect(await deskCall(perm, await deskToken(perm, role), 'GET', 'drivers', { query: 'demo@parking.test' })).toMatchObject({
        errorName: 'StaffRoleRequired',
      });
    }
  });
});
