import type { Kysely, Transaction } from 'kysely';
import type { TCompanyPayer } from '@city-parking/contract/corporate/company-payers';
import { joinFio } from '@city-parking/contract/corporate/corp-fields';
import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import { instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { driverRepo } from '../accounts/driver-repo.ts';
import { operationJournal, type OperationPeriod } from '../operations/operation-journal.ts';
import { companyDriverRepo } from './company-driver-repo.ts';
import { companyLedger } from './company-ledger.ts';
import { companyOperationRepo } from './company-operation-repo.ts';
import { companyRepo } from './company-repo.ts';
import { companyVehicleRepo } from './company-vehicle-repo.ts';

type Db = Kysely<Database> | Transaction<Database>;

interface Deps {
  db: Kysely<Database>;
  /** The city's: a driver's monthly cap runs from the 1st on the city's clock. */
  timeZone: string;
  now: () => Date;
  /**
   * Records on the session, in the caller's transaction, the company that paid its start and the
   * driver it paid for: the sessions module's row, written by its repo, which the composition root
   * hands in (sessions are handed the company payer, so neither module imports the other).
   */
  markSessionPaid: (trx: Transaction<Database>, sessionId: number, paidBy: { companyId: number; companyDriverId: number }) => Promise<void>;
}

/** The company and its driver that pay for a plate, as found for the signed-in driver. */
export interface CompanyPayerOf {
  companyId: number;
  companyName: string;
  driver: { id: number; name: string; phone: string };
  /** Kopecks a month; null for no limit. */
  monthlyLimit: number | null;
}

/** A session's debit (its start or an extension) from the company's balance. */
export interface CompanyCharge {
  sessionId: number;
  plate: string;
  kind: 'payment' | 'renew';
  /** Kopecks, not negative. */
  amount: number;
  idempotencyKey: string;
  period: OperationPeriod;
  zoneNumber: string;
  parkingCode: string;
  /** The company that paid the session's start: its extensions are that company's too. */
  companyId?: number;
}

/**
 * Parking paid from a company's balance by one of its drivers. The driver is the company's by a
 * confirmed phone (a row of driver_phone); the plate must be one of the company's vehicles, on, with
 * its tracking device on. A debit runs under the company's row lock (the ledger's own update takes it
 * too, but only after the cap has been read): two starts of one company take turns, so each sees the
 * other's spending, and neither the balance nor a driver's monthly cap can be overspent.
 */
export function companyPayer({ db, timeZone, now, markSessionPaid }: Deps) {
  /** The first instant of the city's calendar month of `at`. */
  const monthStart = (at: Date) => instantOf(`${wallClockAt(at, timeZone).date.slice(0, 8)}01`, 0, timeZone);

  /** The driver's rows in companies' lists, by any of the driver's confirmed phones. */
  const listings = async (q: Db, driverId: number, companyId?: number) => {
    const phones = (await driverRepo(q).phonesOf(driverId)).map((row) => row.phone);
    return companyDriverRepo(q).listingsOf(phones, companyId);
  };

  /** The company's vehicles that can be paid for: the vehicle on and its device (found by VIN), if any, on. */
  const payablePlates = (q: Db, companyId: number): Promise<Map<string, boolean>> => companyVehicleRepo(q).payablePlates(companyId);

  /** Kopecks the company's driver has spent this month: debits less refunds. */
  const spentThisMonth = (q: Db, companyDriverId: number): Promise<number> => companyOperationRepo(q).spentSince(companyDriverId, monthStart(now()));

  const remainingOf = async (q: Db, companyDriverId: number, limit: number | null) =>
    limit === null ? null : Math.max(0, limit - (await spentThisMonth(q, companyDriverId)));

  /**
   * Who pays for `plate`, or the refusal that says why nobody can: the first company (of those given)
   * that has the vehicle and lists the driver.
   */
  async function payerFor(q: Db, driverId: number, plate: string, companyId?: number): Promise<CompanyPayerOf> {
    for (const listing of await listings(q, driverId, companyId)) {
      const payable = (await payablePlates(q, Number(listing.company_id))).get(plate.toUpperCase());
      if (payable === undefined) continue;
      if (!listing.active) throw new AppError('CompanyDriverInactive');
      if (!payable) throw new AppError('CompanyVehicleInactive');
      return {
        companyId: Number(listing.company_id),
        companyName: listing.company_name,
        driver: {
          id: Number(listing.id),
          name: joinFio({ surname: listing.surname, firstName: listing.first_name, patronymic: listing.patronymic }),
          phone: listing.phone,
        },
        monthlyLimit: listing.monthly_limit === null ? null : Number(listing.monthly_limit),
      };
    }
    throw new AppError('CompanyPayerNotFound');
  }

  return {
    /** The companies that list the driver, with what each can pay for now (the payment card offers them). */
    async payers(driverId: number): Promise<TCompanyPayer[]> {
      const answers: TCompanyPayer[] = [];
      for (const listing of await listings(db, driverId)) {
        const plates = [...(await payablePlates(db, Number(listing.company_id))).entries()].filter(([, on]) => on).map(([plate]) => plate);
        const limit = listing.monthly_limit === null ? null : Number(listing.monthly_limit);
        const remaining = await remainingOf(db, Number(listing.id), limit);
        answers.push({
          companyName: listing.company_name,
          active: listing.active,
          plates,
          monthlyLimit: limit === null ? null : kopecksToRubles(limit),
          remaining: remaining === null ? null : kopecksToRubles(remaining),
        });
      }
      return answers;
    },

    /** The refusal, if any, before anything is written (the charge checks again under the lock). */
    check: (driverId: number, plate: string, companyId?: number) => payerFor(db, driverId, plate, companyId),

    /**
     * Debits a session's start or extension from the company, inside the caller's transaction (a
     * refusal undoes the session). True when applied now, false when the key was applied before.
     */
    async charge(trx: Transaction<Database>, driverId: number, charge: CompanyCharge): Promise<boolean> {
      const at = now();
      const seen = await payerFor(trx, driverId, charge.plate, charge.companyId);
      await companyRepo(trx).lock(seen.companyId);
      // Read again under the lock: a deactivation or a debit committed meanwhile counts.
      const payer = await payerFor(trx, driverId, charge.plate, seen.companyId);
      const remaining = await remainingOf(trx, payer.driver.id, payer.monthlyLimit);
      if (remaining !== null && charge.amount > remaining) throw new AppError('CompanyLimitExceeded', undefined, { remaining: kopecksToRubles(remaining) });
      let applied: boolean;
      try {
        applied = await companyLedger.post(trx, {
          companyId: payer.companyId,
          kind: charge.kind,
          amount: -charge.amount,
          idempotencyKey: charge.idempotencyKey,
          driver: payer.driver,
          plate: charge.plate,
          zoneNumber: charge.zoneNumber,
          parkingCode: charge.parkingCode,
          period: charge.period,
          sessionId: charge.sessionId,
          at,
        });
      } catch (error) {
        if (error instanceof AppError && error.errorName === 'NoMoneyNoHoney') throw new AppError('CompanyNoMoney');
        throw error;
      }
      if (!applied) return false;
      if (charge.kind === 'payment') {
        await markSessionPaid(trx, charge.sessionId, { companyId: payer.companyId, companyDriverId: payer.driver.id });
      }
      await operationJournal.posted(trx, {
        driverId,
        kind: charge.kind,
        amount: -charge.amount,
        idempotencyKey: `company:${charge.idempotencyKey}`,
        sessionId: charge.sessionId,
        period: charge.period,
        company: payer.companyName,
        at,
      });
      return true;
    },

    /** Kopecks (negative for a debit) the company's entry of `key` moved; undefined when there is none. */
    amountOf: (q: Db, key: string): Promise<number | undefined> => companyOperationRepo(q).amountOf(key),

    /**
     * A cancel's refund of a session the company paid, back to the company, on the line of the driver
     * the session was paid for (name and phone as the start's row kept them).
     */
    async refund(
      trx: Transaction<Database>,
      driverId: number,
      session: { id: number; company_id: number; plate: string; zone_number: string; parking_code: string },
      amount: number,
      period: OperationPeriod,
    ): Promise<void> {
      const first = await companyOperationRepo(trx).paidForOf(`session:${session.id}`);
      const company = first?.name ?? (await companyRepo(trx).nameOf(session.company_id));
      const key = `cancel:${session.id}`;
      const at = now();
      const applied = await companyLedger.post(trx, {
        companyId: session.company_id,
        kind: 'cancel',
        amount,
        idempotencyKey: key,
        ...(first?.company_driver_id ? { driver: { id: Number(first.company_driver_id), name: first.driver_name, phone: first.driver_phone } } : {}),
        plate: session.plate,
        zoneNumber: session.zone_number,
        parkingCode: session.parking_code,
        period,
        sessionId: session.id,
        at,
      });
      if (applied)
        await operationJournal.posted(trx, { driverId, kind: 'cancel', amount, idempotencyKey: `company:${key}`, sessionId: session.id, period, company, at });
    },
  };
}
export type CompanyPayer = ReturnType<typeof companyPayer>;
