import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import type { TSettings } from '@city-parking/contract/site/settings';
import type { TCost } from '@city-parking/contract/tariff/calculate-cost';
import { addDays, instantOf, wallClockAt } from '@city-parking/contract/tariff/city-time';
import { checkVehiclePlate, PLATE_ISSUE_ERROR, type TPlateFormat } from '@city-parking/contract/vehicle/plate';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { ledger } from '../payments/ledger.ts';
import { subscriptionRepo, type BenefitWindow } from '../subscriptions/subscription-repo.ts';
import type { TariffService } from '../tariff/tariff-service.ts';
import { sessionRepo, type SessionRow, type ZoneRow } from './session-repo.ts';
import type { SessionKind } from './tables.ts';
import type { CostReads } from './cost-reads.ts';
import type { ZoneCatalog } from './zone-catalog.ts';

const MINUTE_MS = 60_000;

export const floorToMinute = (instant: Date) => new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);
export const ceilToMinute = (instant: Date) => new Date(Math.ceil(instant.getTime() / MINUTE_MS) * MINUTE_MS);
export const addMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE_MS);

/** ISO date and time with an offset (an instant), or without one (the city's wall clock). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The checked vehicle of a payment call: the plate as stored, its format and category. */
export interface PaymentVehicle {
  plate: string;
  format: TPlateFormat;
  category: string;
}

/** Everything a start needs, checked, and what it costs. */
export interface StartQuote {
  zone: ZoneRow;
  vehicle: PaymentVehicle;
  kind: SessionKind;
  start: Date;
  end: Date;
  minutes: number;
  cost: TCost;
  /** The plate's subscriptions in the zone that took something off. */
  benefits: BenefitWindow[];
}

/** What a session would cost, the driver's balance that would pay it (kopecks) and the subscriptions that lowered it. */
export interface CostQuote {
  cost: TCost;
  balance: number;
  benefits: BenefitWindow[];
}

/** The benefits among `windows` that share part of [start, end) — those a cost with a discount owes it to. */
const usedIn = (windows: readonly BenefitWindow[], cost: TCost, start: Date, end: Date) =>
  cost.discount > 0 ? windows.filter((w) => w.from.getTime() < end.getTime() && w.to.getTime() > start.getTime()) : [];

export interface StartFields {
  Zone: string;
  ParkingCode: string;
  Duration: number | '';
  Vehicle?: TPaymentVehicle;
  timestart?: string;
}

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
  /** The city's tariff; sessions and barrier lots share it. */
  tariffs: TariffService;
  /** The zones, from memory. */
  zones: ZoneCatalog;
  /** The balances and subscriptions a quote reads, from memory; the database when absent. */
  quoteReads?: CostReads;
}

/** Validation of the payment calls' fields in the spec's order, and the cost they come to. */
export function costService({ db, city, now, tariffs, zones, quoteReads }: Deps) {
  const repo = sessionRepo(db);
  const subscriptions = subscriptionRepo(db);
  const reads: CostReads = quoteReads ?? { balanceOf: (driverId) => ledger.balanceOf(db, driverId), benefits: subscriptions.benefits };
  /** Loaded before a transaction: inside one, the embedded database has no second connection to read the calendar with. */
  const tariff = tariffs.tariff;

  async function zoneOf(zoneNumber: string, parkingCode: string): Promise<ZoneRow> {
    const number = zoneNumber.trim();
    const code = parkingCode.trim();
    if (!number && !code) throw new AppError('NoZoneSelected');
    const zone = await zones.find(number, code);
    if (!zone) throw new AppError('ZoneNotFound');
    return zone;
  }

  function durationOf(duration: number | '', { intervals }: TSettings): number {
    if (duration === '' || duration === 0) throw new AppError('NoDurationSelected');
    if (duration < intervals.min || duration > intervals.max || duration % intervals.step !== 0) {
      throw new AppError('ValidationError', { Duration: 'InvalidFormat' });
    }
    return duration;
  }

  function vehicleOf(vehicle: TPaymentVehicle | undefined): PaymentVehicle {
    if (!vehicle || vehicle.Number.replace(/\s/g, '') === '') throw new AppError('EmptyTs');
    const checked = checkVehiclePlate({ plate: vehicle.Number, format: vehicle.NumberFormat, category: vehicle.Category });
    if (!checked.ok) throw new AppError('ValidationError', { Vehicle: PLATE_ISSUE_ERROR[checked.issue] });
    return { plate: checked.value.plate, format: checked.value.format, category: vehicle.Category };
  }

  /** A post-payment's start: not in the future, on the city's today or yesterday as the settings allow. */
  function postStartOf(timestart: string, settings: TSettings, at: Date): Date {
    const match = ISO_DATE_TIME.exec(timestart.trim());
    if (!match) throw new AppError('ValidationError', { timestart: 'InvalidFormat' });
    const [, date = '', hours = '', minutes = '', offset] = match;
    // Without an offset the time is read on the city's clock, as a driver there means it.
    const instant = offset ? new Date(timestart.trim()) : instantOf(date, Number(hours) * 60 + Number(minutes), city.timeZone);
    if (Number.isNaN(instant.getTime())) throw new AppError('ValidationError', { timestart: 'InvalidFormat' });
    if (instant.getTime() > at.getTime()) throw new AppError('FuturePost');
    const day = wallClockAt(instant, city.timeZone).date;
    const today = wallClockAt(at, city.timeZone).date;
    const allowed = (day === today && settings.usePostPayment) || (day === addDays(today, -1) && settings.usePostPaymentYesterday);
    if (!allowed) throw new AppError('ValidationError', { timestart: 'InvalidFormat' });
    return floorToMinute(instant);
  }

  /**
   * The driver's session that can still be extended or cancelled. A no-balance session that is still
   * running (no end yet) has neither: it is stopped and paid instead.
   */
  function openSession(session: SessionRow | undefined, at: Date): SessionRow & { end_at: Date } {
    if (!session) throw new AppError('ParkingSessionNotFound');
    const { end_at: end } = session;
    if (session.status !== 'active' || end === null || end.getTime() <= at.getTime()) throw new AppError('ParkingSessionIsOver');
    return { ...session, end_at: end };
  }

  async function quoteStart(fields: StartFields, settings: TSettings, benefitsOf: CostReads['benefits'] = subscriptions.benefits): Promise<StartQuote> {
    const zone = await zoneOf(fields.Zone, fields.ParkingCode);
    const minutes = durationOf(fields.Duration, settings);
    const vehicle = vehicleOf(fields.Vehicle);
    const at = now();
    const post = fields.timestart?.trim() ? postStartOf(fields.timestart, settings, at) : null;
    const start = post ?? floorToMinute(at);
    const end = addMinutes(start, minutes);
    // Any subscription of the plate counts, whoever bought it: it belongs to the vehicle.
    const windows = await benefitsOf(vehicle.plate, zone.zone_number, start, end);
    const cost = (await tariff()).costOf(zone.prices, start, minutes, windows);
    return { zone, vehicle, kind: post ? 'postPayment' : 'payment', start, end, minutes, cost, benefits: usedIn(windows, cost, start, end) };
  }

  /** Extending a driver's session by `duration` from its end. */
  async function quoteRenewal(driverId: number, sessionId: number | '' | undefined, duration: number | '', settings: TSettings) {
    const session = openSession(sessionId ? await repo.findOwn(driverId, sessionId) : undefined, now());
    const minutes = durationOf(duration, settings);
    const zone = await zones.byId(session.zone_id);
    if (!zone) throw new AppError('ZoneNotFound');
    // Without an upper bound: a renewal that waited for another one prices its time from a later end with them.
    const windows = await subscriptions.benefits(session.plate, session.zone_number, session.end_at);
    const cost = (await tariff()).costOf(zone.prices, session.end_at, minutes, windows);
    return { session, zone, minutes, cost, windows, benefits: usedIn(windows, cost, session.end_at, addMinutes(session.end_at, minutes)) };
  }

  /**
   * What a running no-balance session has come to at `at`: its zone's tariff from its start, the
   * minute already begun counting as the driver's. Stopping it charges exactly this.
   */
  async function accruedOf(session: SessionRow, at: Date): Promise<{ minutes: number; cost: TCost; benefits: BenefitWindow[] }> {
    const minutes = Math.max(0, Math.ceil((at.getTime() - session.start_at.getTime()) / MINUTE_MS));
    const prices = (await zones.byId(session.zone_id))?.prices ?? [];
    const end = addMinutes(session.start_at, minutes);
    const windows = await subscriptions.benefits(session.plate, session.zone_number, session.start_at, end);
    const cost = (await tariff()).costOf(prices, session.start_at, minutes, windows);
    return { minutes, cost, benefits: usedIn(windows, cost, session.start_at, end) };
  }

  /** The driver's session that is still running without an end, or undefined for any other. */
  async function runningSession(driverId: number, sessionId: number): Promise<SessionRow | undefined> {
    const session = await repo.findOwn(driverId, sessionId);
    return session?.status === 'active' && session.end_at === null ? session : undefined;
  }

  return {
    tariff,
    zoneOf,
    accruedOf,
    vehicleOf,
    quoteStart,
    quoteRenewal,
    openSession,
    durationOf,

    /**
     * POST /api/payment/cost: a start's cost, or with a session id its extension's, and the balance
     * that would pay it. A guest (no driver) has no sessions to extend and no balance.
     */
    async costOf(driverId: number | null, fields: StartFields & { ReservationId?: number | '' }, settings: TSettings): Promise<CostQuote> {
      if (driverId === null && fields.ReservationId) throw new AppError('ParkingSessionNotFound');
      // A running no-balance session cannot be extended: its cost is what it has come to so far, whatever Duration says.
      const running = driverId !== null && fields.ReservationId ? await runningSession(driverId, fields.ReservationId) : undefined;
      const { cost, benefits } = running
        ? await accruedOf(running, now())
        : driverId !== null && fields.ReservationId
          ? await quoteRenewal(driverId, fields.ReservationId, fields.Duration, settings)
          : await quoteStart(fields, settings, reads.benefits);
      // A city without a balance pays every session through a provider: nothing on the ledger can cover it.
      const balance = settings.dontUseBalance || driverId === null ? 0 : await reads.balanceOf(driverId);
      return { cost, balance, benefits };
    },
  };
}
export type CostService = ReturnType<typeof costService>;
