import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { z } from 'zod/mini';
import { COMPANY_METHOD } from '@city-parking/contract/corporate/company-payers';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ledger } from '../payments/ledger.ts';
import { providerPayer } from '../payments/payment-method.ts';
import type { ProviderPayment } from '../payments/payment-service.ts';
import { keptOnBalance, type Bought } from '../payments/purchase.ts';
import { addMinutes, floorToMinute } from './cost-service.ts';
import { paysFromBalance, type PaymentOutcome, type SessionPaymentFields, type SessionSaleDeps } from './session-payment.ts';
import { paidFromBalance, sessionBoughtById } from './session-purchase.ts';
import { sessionRepo } from './session-repo.ts';
import { inTransaction } from '../../db/in-transaction.ts';

/** What a renewal paid through a provider extends once the payment completes. */
const ZRenewDetails = z.object({ sessionId: z.int(), minutes: z.int() });
type RenewDetails = z.infer<typeof ZRenewDetails>;

export interface RenewRequest extends SessionPaymentFields {
  ReservationId?: number | '';
  Duration: number | '';
}

/** Extending an active session by a duration from its end, from the balance or through a provider. */
export function renewService({ db, now, costs, payments, companies, log }: SessionSaleDeps) {
  /** A paid renewal: credit the payment, then extend the session and debit it, unless it was cancelled meanwhile. */
  async function onRenewPaid(trx: Transaction<Database>, payment: ProviderPayment, { sessionId, minutes }: RenewDetails): Promise<Bought> {
    if (payment.driver_id === null) return keptOnBalance;
    const amount = Number(payment.amount);
    const repo = sessionRepo(trx);
    const seen = await repo.findOwn(payment.driver_id, sessionId);
    // The plate's lock first, in the order a start takes it, so that the extension cannot overlap a new session.
    if (seen) await repo.lockPlate(seen.plate);
    await ledger.creditPayment(trx, { id: payment.id, driverId: payment.driver_id, amount, at: now() });
    const session = seen && (await repo.lockOwn(payment.driver_id, sessionId));
    // A session that ran out while the driver paid is extended from now: the time bought is not lost.
    const from = session?.end_at && new Date(Math.max(session.end_at.getTime(), floorToMinute(now()).getTime()));
    const end = from && addMinutes(from, minutes);
    if (!session || !from || !end || session.status !== 'active' || (await repo.blocking(session.plate, from, end, payment.driver_id, session.id))) {
      // The money stays on the balance: nothing paid is ever lost.
      log.warn({ paymentId: payment.id, sessionId }, 'paid renewal could not extend the session; the payment stays on the balance');
      return keptOnBalance;
    }
    await ledger.post(trx, {
      driverId: payment.driver_id,
      kind: 'renew',
      amount: -amount,
      idempotencyKey: `renew:${sessionId}:payment:${payment.id}`,
      sessionId,
      paymentId: payment.id,
      period: { start: from, end },
      at: now(),
    });
    await repo.extend(sessionId, end, amount);
    return sessionBoughtById(trx, 'renew', sessionId);
  }
  payments.onPaid('renew', ZRenewDetails, onRenewPaid);

  return {
    async renew(driverId: number, request: RenewRequest, settings: TSettings, language: 'ru' | 'en'): Promise<PaymentOutcome> {
      const { session, zone, minutes, cost, windows } = await costs.quoteRenewal(driverId, request.ReservationId, request.Duration, settings);
      // A session the company paid is extended on its account only, so that its cancel refunds one payer.
      const companyId = session.company_id === null ? null : Number(session.company_id);
      if (companyId === null && request.PaymentService === COMPANY_METHOD) throw new AppError('CompanyPayerNotFound');
      if (companyId !== null) await companies.check(driverId, session.plate, companyId);
      else if (cost.toPay > 0 && !paysFromBalance(request.PaymentService)) {
        const payer = providerPayer(settings, request.PaymentService, request.phone);
        const details: RenewDetails = { sessionId: session.id, minutes };
        const description = `Продление парковки: зона ${session.zone_number}, ${session.plate}`;
        const { redirectUrl } = await payments.create({ driverId, purpose: 'renew', amount: cost.toPay, ...payer, details, description, language });
        return { redirectUrl };
      }
      if (companyId === null && cost.toPay > 0 && settings.dontUseBalance) throw new AppError('AccountNotFound');

      const key = `renew:${session.id}:${request.RequestId || randomUUID()}`;
      const tariff = await costs.tariff();
      const purchase = await inTransaction(db, async (trx) => {
        const repo = sessionRepo(trx);
        // Renewals and cancels of one session queue up on its row.
        const locked = costs.openSession(await repo.lockOwn(driverId, session.id), now());
        // Another renewal may have moved the end while this one waited: price the time actually added.
        const amount = locked.end_at.getTime() === session.end_at.getTime() ? cost.toPay : tariff.costOf(zone.prices, locked.end_at, minutes, windows).toPay;
        // The row is written even for a free renewal: its key is what makes a re-submission change nothing.
        const end = addMinutes(locked.end_at, minutes);
        const period = { start: locked.end_at, end };
        const applied =
          companyId === null
            ? await ledger.post(trx, { driverId, kind: 'renew', amount: -amount, idempotencyKey: key, sessionId: session.id, period, at: now() })
            : await companies.charge(trx, driverId, {
                sessionId: session.id,
                plate: session.plate,
                kind: 'renew',
                amount,
                idempotencyKey: key,
                period,
                zoneNumber: session.zone_number,
                parkingCode: session.parking_code,
                companyId,
              });
        if (applied) await repo.extend(session.id, end, amount);
        // A re-submission confirms what the first one debited.
        const debited = companyId === null ? await ledger.amountOf(trx, key) : await companies.amountOf(trx, key);
        const paid = applied ? amount : -(debited ?? -amount);
        const withBalance = companyId === null && !settings.dontUseBalance;
        return paidFromBalance(trx, { kind: 'renew', sessionId: session.id, driverId, amount: paid, withBalance });
      });
      return { sessionId: session.id, purchase };
    },
  };
}
export type RenewService = ReturnType<typeof renewService>;
