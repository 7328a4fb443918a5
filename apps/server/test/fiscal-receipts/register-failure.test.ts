import { describe, expect, it } from 'vitest';
import { driverRepo } from '../../src/modules/accounts/driver-repo.ts';
import { fiscalReceiptService } from '../../src/modules/fiscal-receipts/fiscal-receipt-service.ts';
import type { FiscalAdapter } from '../../src/modules/fiscal-receipts/fiscal-adapter.ts';
import { fiscalSettingsOf } from '../../src/modules/fiscal-receipts/fiscal-settings.ts';
import { receiptSigner } from '../../src/modules/fiscal-receipts/receipt-signer.ts';
import { sandboxFiscalAdapter } from '../../src/modules/fiscal-receipts/sandbox-fiscal-adapter.ts';
import { messengerFor } from '../../src/modules/outbox/messenger-for.ts';
import { paymentService } from '../../src/modules/payments/payment-service.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { paymentIdOf } from '../payments/payment-fixtures.ts';
import { api, balanceOf, newDriver, permTime, sandbox, type TestDriver } from '../sessions/session-fixtures.ts';
import { receiptsOf } from './receipt-fixtures.ts';

const { clock, city: perm } = testCityAt(permTime('2026-11-23', '10:00'));

const refill = async (driver: TestDriver, rubles: string) =>
  paymentIdOf(
    (await api(perm).post<{ RedirectURL: string }>('/api/payment/refill', { Token: driver.token, PaymentService: 'card', RefillAmount: rubles })).RedirectURL,
  );

/** The city's receipts and payments over its database, with a register that fails while `down` is set, as the job sees them. */
function withRegister(state: { down: boolean }) {
  const sandboxRegister = sandboxFiscalAdapter({ db: perm.db, city: 'perm', now: clock.now });
  const register: FiscalAdapter = {
    register: async (request) => {
      if (state.down) throw new Error('register unreachable');
      return sandboxRegister.register(request);
    },
  };
  const fiscal = fiscalReceiptService({
    db: perm.db,
    settings: fiscalSettingsOf(perm.config.FISCAL_FILE, 'perm'),
    adapter: register,
    signer: receiptSigner({ db: perm.db, city: 'perm', keysDir: undefined, now: perm.now }),
    messenger: messengerFor(perm.config, perm.db, { now: perm.now }),
    timeZone: perm.city.timeZone,
    receiptLink: (id) => `/receipt/${id}?city=perm`,
    buyerEmailOf: async (trx, driverId) => (await driverRepo(trx).findById(driverId))?.email ?? null,
    now: clock.now,
    log: perm.app.log,
  });
  const payments = paymentService({
    db: perm.db,
    providerFor: () => {
      throw new Error('creates no payments');
    },
    refund: async () => {},
    now: clock.now,
    expiryMinutes: perm.config.PAYMENT_EXPIRY_MINUTES,
    hasBalance: async () => true,
    guestReceipts: async () => {},
    receipts: fiscal.receipts,
    log: perm.app.log,
  });
  return { fiscal, payments };
}

describe('a cash register that fails', () => {
  it('neither blocks nor undoes the payment; the job issues the receipt later, once, with growing waits', async () => {
    const driver = await newDriver(perm);
    const paymentId = await refill(driver, '250');
    const state = { down: true };
    const { fiscal, payments } = withRegister(state);

    expect(await payments.complete(paymentId, 'pay')).toBe('done');
    expect(await balanceOf(perm, driver.id)).toBe(25_000);
    expect(await receiptsOf(perm, paymentId)).toMatchObject([{ status: 'pending', attempts: 1, emailed_at: null }]);

    // Not before its wait of a minute is over.
    expect(await fiscal.retryDue(10)).toBe(0);
    clock.advance(1);
    expect(await fiscal.retryDue(10)).toBe(1);
    expect(await receiptsOf(perm, paymentId)).toMatchObject([{ status: 'pending', attempts: 2 }]);
    // The second failure waits two minutes.
    clock.advance(1);
    expect(await fiscal.retryDue(10)).toBe(0);

    state.down = false;
    clock.advance(1);
    expect(await fiscal.retryDue(10)).toBe(1);
    const [receipt] = await receiptsOf(perm, paymentId);
    expect(receipt).toMatchObject({ status: 'issued', attempts: 3, emailed_at: expect.any(Date) });
    // Repeated completions and runs change nothing more.
    expect(await payments.complete(paymentId, 'pay')).toBe('done');
    clock.advance(60);
    expect(await fiscal.retryDue(10)).toBe(0);
    expect(await receiptsOf(perm, paymentId)).toHaveLength(1);
    expect(await balanceOf(perm, driver.id)).toBe(25_000);
  });

  it('never asks the register twice at once for one receipt', async () => {
    const driver = await newDriver(perm);
    const paymentId = await refill(driver, '30');
    const state = { down: true };
    const { fiscal, payments } = withRegister(state);
    await payments.complete(paymentId, 'pay');
    state.down = false;
    clock.advance(1);
    const [a, b] = await Promise.all([fiscal.retryDue(10), fiscal.retryDue(10), fiscal.receipts.issue(paymentId)]);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
    const counter = await perm.db.selectFrom('fiscal_register_counter').select('last_fd').executeTakeFirstOrThrow();
    const [receipt] = await receiptsOf(perm, paymentId);
    expect(receipt).toMatchObject({ status: 'issued', attempts: 2 });
    // The counter moved once for this receipt: its number is the last one.
    const document = await perm.db.selectFrom('fiscal_receipt').select('document').where('id', '=', receipt!.id).executeTakeFirstOrThrow();
    expect(Number(document.document!.fd)).toBe(Number(counter.last_fd));
  });
});

describe('money that goes back at once', () => {
  it('gets the receipt of its income and the receipt of its return (a top-up paid after its expiry)', async () => {
    const driver = await newDriver(perm);
    const { RedirectURL } = await api(perm).post<{ RedirectURL: string }>('/api/payment/refill', {
      Token: driver.token,
      PaymentService: 'card',
      RefillAmount: '100',
    });
    clock.advance(15);
    expect((await sandbox(perm, RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    expect((await sandbox(perm, RedirectURL, 'pay')).headers.location).toContain('status=refunded');
    const paymentId = paymentIdOf(RedirectURL);
    expect(await receiptsOf(perm, paymentId)).toMatchObject([
      { source: `payment:${paymentId}`, sign: 'income', amount: 10_000, status: 'issued', item: { settlementMethod: 'advance' } },
      { source: `refund:payment:${paymentId}`, sign: 'incomeReturn', amount: 10_000, status: 'issued', item: { settlementMethod: 'advance' } },
    ]);
  });
});
