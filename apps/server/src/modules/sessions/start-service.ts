import type { Transaction } from 'kysely';
import { z } from 'zod/mini';
import { COMPANY_METHOD } from '@city-parking/contract/corporate/company-payers';
import { LANGUAGES } from '@city-parking/contract/site/languages';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import { ledger } from '../payments/ledger.ts';
import { providerPayer } from '../payments/payment-method.ts';
import type { ProviderPayment } from '../payments/payment-service.ts';
import { keptOnBalance, type Bought } from '../payments/purchase.ts';
import { addMinutes, floorToMinute, type StartFields, type StartQuote } from './cost-service.ts';
import { paysFromBalance, type PaymentOutcome, type SessionPaymentFields, type SessionSaleDeps } from './session-payment.ts';
import { paidFromBalance, sessionBoughtById } from './session-purchase.ts';
import { sessionRepo } from './session-repo.ts';
import type { SessionKind } from './tables.ts';
import { inTransaction } from '../../db/in-transaction.ts';

const SESSION_KINDS = ['payment', 'postPayment'] as const satisfies readonly SessionKind[];

/** What a start paid through a provider needs to begin once the payment completes. */
const ZStartDetails = z.object({
  zoneId: z.int(),
  zoneNumber: z.string(),
  parkingCode: z.string(),
  plate: z.string(),
  plateFormat: z.enum(['rus', 'foreign']),
  category: z.string(),
  kind: z.enum(SESSION_KINDS),
  minutes: z.int(),
  /** ISO instant of a post-payment's start; null when the session starts on payment. */
  timestart: z.nullable(z.iso.datetime()),
  requestKey: z.nullable(z.string()),
  /** A guest's phone, kept on the session (absent in payments made before guests could pay). */
  payerPhone: z.optional(z.nullable(z.string())),
  /** The guest's language, in which the receipt SMS is written (absent in older payments: Russian). */
  language: z.optional(z.enum(LANGUAGES)),
});
export type StartDetails = z.infer<typeof ZStartDetails>;

/** What open() starts: a start's plan from `start`; no minutes is a no-balance session, running until stopped. */
export type SessionPlan = Omit<StartDetails, 'timestart' | 'minutes'> & { start: Date; minutes: number | null };

export type StartRequest = StartFields & SessionPaymentFields;

interface Deps extends SessionSaleDeps {
  /** False in a city without a balance (dontUseBalance), where money that cannot be applied is refunded. */
  hasBalance: (trx: Transaction<Database>) => Promise<boolean>;
}

/** A start paid by the driver's company: debits the session from the company, in open()'s transaction. */
type CompanyDebit = (trx: Transaction<Database>, session: { id: number; start: Date; end: Date | null }) => Promise<unknown>;

/** Starting parking sessions, from the balance or through a provider whose completion starts them. */
export function startService({ db, now, costs, payments, companies, log, hasBalance }: Deps) {
  const sessionsRepo = sessionRepo(db);

  /**
   * Inserts the session under its plate's lock unless the plate is parked for any part of the period,
   * then debits its cost from the driver, or from the driver's company with `company` (a guest's
   * payment went to the session directly). Runs inside the caller's transaction, so a refused debit
   * removes the session.
   */
  async function open(trx: Transaction<Database>, driverId: number | null, plan: SessionPlan, amount: number, paymentId?: string, company?: CompanyDebit) {
    const repo = sessionRepo(trx);
    await repo.lockPlate(plan.plate);
    // A re-submission waited for the lock above; the first submission's session is its answer.
    const first = plan.requestKey ? await repo.findByRequestKey(plan.requestKey) : undefined;
    if (first) return { id: first.id, replay: true };
    const end = plan.minutes === null ? null : addMinutes(plan.start, plan.minutes);
    if (await repo.blocking(plan.plate, plan.start, end, driverId)) return undefined;
    const id = await repo.insert({
      driver_id: driverId,
      zone_id: plan.zoneId,
      zone_number: plan.zoneNumber,
      parking_code: plan.parkingCode,
      plate: plan.plate,
      plate_format: plan.plateFormat,
      category: plan.category,
      kind: plan.kind,
      start_at: plan.start,
      end_at: end,
      status: 'active',
      paid: amount,
      request_key: plan.requestKey,
      payer_phone: plan.payerPhone ?? null,
      created_at: now(),
    });
    if (id === undefined) {
      // The same RequestId with another plate, committed while this one waited on the unique key.
      const other = await repo.findByRequestKey(plan.requestKey!);
      if (!other) throw new Error(`request key ${plan.requestKey} conflicted but holds no session`);
      return { id: other.id, replay: true };
    }
    // A guest's payment reaches no ledger: its own row in the history learns what it bought.
    if (paymentId && driverId === null) await operationJournal.paymentApplied(trx, paymentId, { sessionId: id });
    if (company) {
      await company(trx, { id, start: plan.start, end });
      return { id, replay: false };
    }
    if (amount > 0 && driverId !== null) {
      // A provider's payment arrives on the balance just before the session is debited from it.
      if (paymentId) await ledger.creditPayment(trx, { id: paymentId, driverId, amount, at: now() });
      await ledger.post(trx, { driverId, kind: plan.kind, amount: -amount, idempotencyKey: `session:${id}`, sessionId: id, paymentId, at: now() });
    }
    return { id, replay: false };
  }

  const planOf = (quote: StartQuote, requestKey: string | null) => ({
    zoneId: quote.zone.id,
    zoneNumber: quote.zone.zone_number,
    parkingCode: quote.zone.code,
    plate: quote.vehicle.plate,
    plateFormat: quote.vehicle.format,
    category: quote.vehicle.category,
    kind: quote.kind,
    minutes: quote.minutes,
    requestKey,
  });

  /**
   * A paid start: credit the payment, then start the session it was for and debit it. A guest's
   * payment (no driver) starts the session with no driver and the payer's phone.
   */
  async function onStartPaid(trx: Transaction<Database>, payment: ProviderPayment, details: StartDetails): Promise<Bought | 'refund'> {
    if (payment.driver_id === null) return onGuestStartPaid(trx, payment, details);
    const amount = Number(payment.amount);
    // The plate's lock before the balance's row lock, in the order a start from the balance takes them.
    await sessionRepo(trx).lockPlate(details.plate);
    // Paying today starts when the money arrives; a post-payment covers the time it named. The price
    // quoted before paying is honoured.
    const start = details.timestart ? new Date(details.timestart) : floorToMinute(now());
    const opened = await open(trx, payment.driver_id, { ...details, start }, amount, payment.id);
    if (!opened || opened.replay) {
      // Nothing paid is ever lost: it stays on the balance, or goes back where there is none.
      if (!(await hasBalance(trx))) return 'refund';
      await ledger.creditPayment(trx, { id: payment.id, driverId: payment.driver_id, amount, at: now() });
      log.warn({ paymentId: payment.id, plate: details.plate, sessionId: opened?.id }, 'paid start could not begin; the payment stays on the balance');
      return keptOnBalance;
    }
    return sessionBoughtById(trx, 'start', opened.id);
  }

  async function onGuestStartPaid(trx: Transaction<Database>, payment: ProviderPayment, details: StartDetails): Promise<Bought | 'refund'> {
    const start = details.timestart ? new Date(details.timestart) : floorToMinute(now());
    const opened = await open(trx, null, { ...details, start }, Number(payment.amount), payment.id);
    if (!opened || opened.replay) {
      // A guest has no balance to keep the money on: it goes back to the payer.
      log.warn({ paymentId: payment.id, plate: details.plate, sessionId: opened?.id }, 'paid guest start could not begin; the payment is refunded');
      return 'refund';
    }
    const bought = await sessionBoughtById(trx, 'guest', opened.id);
    return details.payerPhone ? { ...bought, guest: { phone: details.payerPhone, language: details.language ?? 'ru' } } : bought;
  }
  payments.onPaid('start', ZStartDetails, onStartPaid);

  /** A start paid from the balance of the company whose vehicle it is; the driver's own balance is not touched. */
  async function startByCompany(driverId: number, quote: StartQuote, requestKey: string | null): Promise<PaymentOutcome> {
    // A clear refusal before the plate is locked; the debit checks everything again under the company's lock.
    await companies.check(driverId, quote.vehicle.plate);
    const plan = planOf(quote, requestKey);
    const opened = await inTransaction(db, async (trx) => {
      const session = await open(trx, driverId, { ...plan, start: quote.start }, quote.cost.toPay, undefined, (inner, { id, start, end }) =>
        companies.charge(inner, driverId, {
          sessionId: id,
          plate: plan.plate,
          kind: 'payment',
          amount: quote.cost.toPay,
          idempotencyKey: `session:${id}`,
          period: { start, end },
          zoneNumber: plan.zoneNumber,
          parkingCode: plan.parkingCode,
        }),
      );
      return session && { id: session.id, purchase: await paidFromBalance(trx, { kind: 'start', sessionId: session.id, driverId, withBalance: false }) };
    });
    if (!opened) throw new AppError('ParkingSessionAlreadyExists');
    return { sessionId: opened.id, purchase: opened.purchase };
  }

  return {
    open,
    planOf,

    async start(driverId: number, request: StartRequest, settings: TSettings, language: 'ru' | 'en'): Promise<PaymentOutcome> {
      const requestKey = request.RequestId ? `start:${driverId}:${request.RequestId}` : null;
      const first = requestKey ? await sessionsRepo.findByRequestKey(requestKey) : undefined;
      const withBalance = !settings.dontUseBalance;
      // A company's session left the driver's balance as it was: the confirmation does not show it.
      if (first)
        return {
          sessionId: first.id,
          purchase: await paidFromBalance(db, { kind: 'start', sessionId: first.id, driverId, withBalance: withBalance && first.company_id === null }),
        };

      const quote = await costs.quoteStart(request, settings);
      const amount = quote.cost.toPay;
      if (request.PaymentService === COMPANY_METHOD) return startByCompany(driverId, quote, requestKey);
      if (amount > 0 && !paysFromBalance(request.PaymentService)) {
        const payer = providerPayer(settings, request.PaymentService, request.phone);
        // Refused before paying; the completion checks again under the plate's lock.
        if (await sessionsRepo.blocking(quote.vehicle.plate, quote.start, quote.end, driverId)) throw new AppError('ParkingSessionAlreadyExists');
        const details: StartDetails = { ...planOf(quote, requestKey), timestart: quote.kind === 'postPayment' ? quote.start.toISOString() : null };
        const description = `Парковка: зона ${quote.zone.zone_number}, ${quote.vehicle.plate}`;
        const { redirectUrl } = await payments.create({ driverId, purpose: 'start', amount, ...payer, details, description, language });
        return { redirectUrl };
      }
      // A free start begins at once whatever the method; a paid one needs a balance to pay from.
      if (amount > 0 && settings.dontUseBalance) throw new AppError('AccountNotFound');
      const opened = await inTransaction(db, async (trx) => {
        const session = await open(trx, driverId, { ...planOf(quote, requestKey), start: quote.start }, amount);
        // Read in the transaction: the balance this debit left, not one a later payment changed.
        return session && { id: session.id, purchase: await paidFromBalance(trx, { kind: 'start', sessionId: session.id, driverId, withBalance }) };
      });
      if (!opened) throw new AppError('ParkingSessionAlreadyExists');
      return { sessionId: opened.id, purchase: opened.purchase };
    },
  };
}
export type StartService = ReturnType<typeof startService>;
