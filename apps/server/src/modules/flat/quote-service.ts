import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { isFlatParkingCode } from '@city-parking/contract/flat/flat-parking';
import { calculateCost } from '@city-parking/contract/tariff/calculate-cost';
import { productionCalendar } from '@city-parking/contract/tariff/day-type';
import { TariffError } from '@city-parking/contract/tariff/tariff-error';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { flatRepo } from './flat-repo.ts';
import { ticketCost, type CostOf } from './ticket-cost.ts';

/** Quotes older than this are deleted as new ones are made; a day is far beyond their 30 s. */
const KEEP_QUOTES_MS = 86_400_000;

export interface Quote {
  /** Kopecks. */
  amount: number;
  sessionId: string;
  parkingNumber: string;
}

interface Deps {
  db: Kysely<Database>;
  city: TCity;
  now: () => Date;
}

/** costPlane: what a barrier-lot ticket owes now, recorded as a quote that payPlane can take. */
export function quoteService({ db, city, now }: Deps) {
  const repo = flatRepo(db);

  /** The city's tariff arithmetic over its clock and production calendar; failures become their errorName. */
  async function costOf(): Promise<CostOf> {
    const calendar = productionCalendar(await repo.calendarDays());
    return (prices, start, minutes) => {
      try {
        return calculateCost({ prices, start, minutes, timeZone: city.timeZone, calendar }).toPay;
      } catch (error) {
        if (error instanceof TariffError) throw new AppError(error.errorName);
        throw error;
      }
    };
  }

  return {
    /** `parkingNumber` names a lot, or (empty or the flat-lot code) lets the ticket's number find its lot. */
    async quote(ticketNumber: string, parkingNumber: string): Promise<Quote> {
      const code = parkingNumber.trim();
      const anyLot = code === '' || isFlatParkingCode(code);
      const lot = anyLot ? undefined : await repo.findLot(code);
      if (!anyLot && !lot) throw new AppError('CantFindParking');
      const ticket = await repo.findTicket(ticketNumber, lot?.id);
      if (!ticket) throw new AppError('ParkingSessionNotFound');
      const ticketLot = lot ?? (await repo.lotById(ticket.lot_id));
      const at = now();
      const amount = ticketCost(ticket, ticketLot, at, await costOf());
      const id = randomBytes(16).toString('base64url');
      await repo.insertQuote({ id, ticket_id: ticket.id, amount, basis: ticket.paid_until, priced_to: at, created_at: at });
      await repo.forgetQuotesBefore(new Date(at.getTime() - KEEP_QUOTES_MS));
      return { amount, sessionId: id, parkingNumber: ticketLot.number };
    },
  };
}
