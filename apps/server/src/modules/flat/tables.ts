import type { ColumnType, Generated } from 'kysely';
import type { ZonePrice } from '../parking/tables.ts';

/** unpaid: nothing paid yet; paid: paid up to paid_until, to leave by exit_deadline. */
export type TicketStatus = 'unpaid' | 'paid';

export interface FlatTables {
  flat_lot: {
    id: Generated<number>;
    /** The lot's number (costPlane's and payPlane's parkingNumber). */
    number: string;
    name_ru: string;
    name_en: string;
    /** Kopecks per hour by day type and time of day, as the zones' prices. */
    prices: ColumnType<ZonePrice[], string, string>;
    /** Leaving within this many minutes of entry costs nothing. */
    free_minutes: ColumnType<number, number | undefined, number>;
    /** Minutes a paid ticket has to reach the exit. */
    exit_minutes: ColumnType<number, number | undefined, number>;
  };
  flat_ticket: {
    id: Generated<number>;
    ticket_number: string;
    lot_id: number;
    entry_at: Date;
    status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
    paid_until: Date | null;
    exit_deadline: Date | null;
    /** Kopecks paid for the ticket so far. */
    paid: ColumnType<number, number | undefined, number>;
    created_at: ColumnType<Date, Date, never>;
  };
  flat_quote: {
    /** Random; costPlane answers it as sessionId. */
    id: string;
    ticket_id: number;
    /** Kopecks. */
    amount: number;
    /** The ticket's paid_until when priced (null: never paid). */
    basis: Date | null;
    /** The moment the priced stay runs to. */
    priced_to: Date;
    created_at: Date;
  };
}
