import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { Database } from '../../../db/schema.ts';
import { isEmpty } from '../../../db/seed/is-empty.ts';
import { DEMO_CITIES } from '../../site/seed/city-settings.ts';
import { DEMO_LOTS } from './demo-lots.ts';
import { DEMO_TICKET_COUNT, issueDemoTickets } from './demo-tickets.ts';

/** Barrier lots and tickets of a demo city with flat parking, each table only while it is empty. */
export async function seedFlatLots(db: Kysely<Database>, city: TCity, at = new Date()): Promise<void> {
  if (!DEMO_CITIES[city.city]?.settings.useFlatParking) return;
  if (await isEmpty(db, 'flat_lot')) await db.insertInto('flat_lot').values(DEMO_LOTS).execute();
  if (await isEmpty(db, 'flat_ticket')) await issueDemoTickets(db, at, DEMO_TICKET_COUNT);
}
