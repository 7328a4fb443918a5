import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod/mini';
import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import { MAX_OPEN_NO_BALANCE_SESSIONS } from '@city-parking/contract/payments/no-balance';
import type { TPaymentMethod, TSettings } from '@city-parking/contract/site/settings';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { driverRepo } from '../accounts/driver-repo.ts';
import { operationJournal } from '../operations/operation-journal.ts';
import { ledger } from '../payments/ledger.ts';
import { payerPhone, providerMethod } from '../payments/payment-method.ts';
import type { PaymentService, ProviderPayment } from '../payments/payment-service.ts';
import type { Bought } from '../payments/purchase.ts';
import { addMinutes, floorToMinute, type CostService } from './cost-service.ts';
import { paysFromBalance } from './session-payment.ts';
import { sessionBoughtById } from './session-purchase.ts';
import type { StartService } from './start-service.ts';
import { sessionRepo, type SessionRow } from './session-repo.ts';
import { inTransaction } from '../../db/in-transaction.ts';

/** What a deferred payment pays, read back when it completes. */
const ZDeferredDetails = z.object({ sessionId: z.int() });
type DeferredDetails = z.infer<typeof ZDeferredDetails>;

/** Kopecks due and the provider's page that collects them. */
export interface DeferredPayment {
  amount: number;
  redirectUrl: string;
}

interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  costs: CostService;
  payments: PaymentService;
  starts: StartService;
  log: FastifyBaseLogger;
}

/** The fields of start/v2 in a no-balance city, as validated. */
export interface NoBalanceStartRequest {
  Zone: string;
  ParkingCode: string;
  Vehicle?: TPaymentVehicle;
  RequestId?: string;
}

/** The fields of cancel/v2, break/v1 and deffered/v1, as validated. */
export interface NoBalancePayRequest {
  OrderId?: number | '';
  PaymentService: string;
  phone?: string;
}

/**
 * Sessions of cities without a balance (dontUseBalance): started unpaid and open-ended, stopped
 * when the driver leaves, then paid through a provider for the time they ran. Until that payment
 * completes the session is waiting (a deferred parking).
 */
export function noBalanceService({ db, now, costs, payments, starts, log }: Deps) {
  /**
   * The first completed payment that finds the session waiting pays it. Any other one (a second
   * method tried after closing a window, a payment created just before the first completed) is
   * refunded: deferred sessions belong to cities without a balance, so there is nowhere to keep it.
   * Nothing paid is lost, nothing is paid twice.
   */
  async function onDeferredPaid(trx: Transaction<Database>, payment: ProviderPayment, { sessionId }: DeferredDetails): Promise<Bought | 'refund'> {
    const driverId = payment.driver_id;
    if (driverId === null) {
      // Deferred payments are made by drivers; one left without a driver (account deleted) goes back.
      log.warn({ paymentId: payment.id, sessionId }, 'deferred payment without a driver; refunded');
      return 'refund';
    }
    const amount = Number(payment.amount);
    const repo = sessionRepo(trx);
    // The session's row lock first: concurrent payments of one session queue up here.
    const session = await repo.lockOwn(driverId, sessionId);
    const due = session ? Number(session.amount_to_pay) : 0;
    if (!session || session.status !== 'waiting' || due > amount || !(await repo.settle(driverId, sessionId))) {
      log.info({ paymentId: payment.id, sessionId }, 'deferred session already paid; the payment is refunded');
      return 'refund';
    }
    await ledger.creditPayment(trx, { id: payment.id, driverId, amount, at: now() });
    // Keyed by the session: even a second settle could not debit it twice.
    await ledger.post(trx, { driverId, kind: 'payment', amount: -due, idempotencyKey: `session:${sessionId}`, sessionId, paymentId: payment.id, at: now() });
    return sessionBoughtById(trx, 'deferred', sessionId);
  }
  payments.onPaid('deferred', ZDeferredDetails, onDeferredPaid);

  /** The method and the phone it charges, checked before anything changes. Without a phone the profile's main one is used. */
  async function methodOf(driverId: number, request: NoBalancePayRequest, settings: TSettings): Promise<{ method: TPaymentMethod; phone: string | null }> {
    if (paysFromBalance(request.PaymentService)) throw new AppError('NotSelectedPaymentService');
    const method = providerMethod(settings, request.PaymentService);
    const given = request.phone?.trim() || (method.isPhoneRequired ? (await driverRepo(db).phonesOf(driverId)).find((p) => p.is_main)?.phone : undefined);
    return { method, phone: payerPhone(method, given) };
  }

  async function pay(
    driverId: number,
    session: SessionRow,
    amount: number,
    payer: { method: TPaymentMethod; phone: string | null },
    language: 'ru' | 'en',
  ): Promise<DeferredPayment> {
    const details: DeferredDetails = { sessionId: session.id };
    const description = `Парковка: зона ${session.zone_number}, ${session.plate}`;
    const { redirectUrl } = await payments.create({ driverId, purpose: 'deferred', amount, ...payer, details, description, language });
    return { amount, redirectUrl };
  }

  return {
    /** Starts a session of the driver now, unpaid and without an end; its id. */
    async start(driverId: number, request: NoBalanceStartRequest): Promise<number> {
      const requestKey = request.RequestId ? `start:${driverId}:${request.RequestId}` : null;
      const first = requestKey ? await sessionRepo(db).findByRequestKey(requestKey) : undefined;
      if (first) return first.id;
      const zone = await costs.zoneOf(request.Zone, request.ParkingCode);
      const vehicle = costs.vehicleOf(request.Vehicle);
      const start = floorToMinute(now());
      // A zone the tariff cannot price now could not be stopped either: refuse it at the start.
      (await costs.tariff()).costOf(zone.prices, start, 1);
      const plan = {
        zoneId: zone.id,
        zoneNumber: zone.zone_number,
        parkingCode: zone.code,
        plate: vehicle.plate,
        plateFormat: vehicle.format,
        category: vehicle.category,
        kind: 'payment' as const,
        minutes: null,
        start,
        requestKey,
      };
      const opened = await inTransaction(db, async (trx) => {
        // A session paid afterwards costs nothing to start: bound how many a driver may run or owe.
        const repo = sessionRepo(trx);
        await repo.lockDriverStarts(driverId);
        const { running, unpaid } = await repo.openDebts(driverId);
        if (unpaid) throw new AppError('UnpaidDeferredSessions');
        if (running >= MAX_OPEN_NO_BALANCE_SESSIONS) throw new AppError('TooManyOpenSessions');
        return starts.open(trx, driverId, plan, 0);
      });
      if (!opened) throw new AppError('ParkingSessionAlreadyExists');
      return opened.id;
    },

    /**
     * Stops a running session now (postpone or break) and asks for its payment. A session that cost
     * nothing is closed as done and answered ParkingSessionWasFree.
     */
    async stop(driverId: number, request: NoBalancePayRequest, settings: TSettings, language: 'ru' | 'en'): Promise<DeferredPayment> {
      const session = request.OrderId ? await sessionRepo(db).findOwn(driverId, request.OrderId) : undefined;
      if (!session || session.status === 'cancelled') throw new AppError('ParkingSessionNotFound');
      if (session.status !== 'active' || session.end_at !== null) throw new AppError('ParkingSessionIsOver');
      // The minute already begun is the driver's, as when a paid session is cancelled; the cost call says the same amount.
      const { minutes, cost } = await costs.accruedOf(session, now());
      const amount = cost.toPay;
      // A wrong method must not stop the session; a free one needs no method at all.
      const payer = amount > 0 ? await methodOf(driverId, request, settings) : undefined;
      // Conditional, so that of two stops only one finds the session running; its debt enters the history with it.
      const stopped = await inTransaction(db, async (trx) => {
        if (!(await sessionRepo(trx).stop(driverId, session.id, addMinutes(session.start_at, minutes), amount))) return false;
        await operationJournal.debtRecorded(trx, driverId, session.id, amount, now());
        return true;
      });
      if (!stopped) throw new AppError('ParkingSessionIsOver');
      if (!payer) throw new AppError('ParkingSessionWasFree');
      return pay(driverId, session, amount, payer, language);
    },

    /** A new payment of a waiting session's debt (deffered/v1). */
    async payDeferred(driverId: number, request: NoBalancePayRequest, settings: TSettings, language: 'ru' | 'en'): Promise<DeferredPayment> {
      const session = request.OrderId ? await sessionRepo(db).findOwn(driverId, request.OrderId) : undefined;
      if (!session || (session.status !== 'waiting' && session.status !== 'done')) throw new AppError('ParkingSessionNotFound');
      if (session.status === 'done') throw new AppError('ParkingSessionIsOver');
      return pay(driverId, session, Number(session.amount_to_pay), await methodOf(driverId, request, settings), language);
    },
  };
}
export type NoBalanceService = ReturnType<typeof noBalanceService>;
