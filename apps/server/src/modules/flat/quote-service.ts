import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isFlatParkingCode } from '@city-parking/contract/flat/flat-parking';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TariffService } from '../tariff/tariff-service.ts';
import { flatRepo } from './flat-repo.ts';
import { ticketCost } from './ticket-cost.ts';

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
  now: () => Date;
  /** The city's tariff; barrier lots and street sessions share it. */
  tariffs: TariffService;
}

/** costPlane: what a barrier-lot ticket owes now, recorded as a quote that payPlane can take. */
export function quoteService({ db, now, tariffs }: Deps) {
  const repo = flatRepo(db);

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
      const amount = ticketCost(ticket, ticketLot, at, await tariffs.tariff());
      const id = randomBytes(16).toString('base64url');
      await repo.insertQuote({ id, ticket_id: ticket.id, amount, basis: ticket.paid_until, priced_to: at, created_at: at });
      await repo.forgetQuotesBefore(new Date(at.getTime() - KEEP_QUOTES_MS));
      return { amount, sessionId: id, parkingNumber: ticketLot.number };
    },
  };
}
