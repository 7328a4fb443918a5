import type { Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import { markDemoDatabase } from '../demo-marker.ts';
import type { Database } from '../schema.ts';
import { DEMO_DRIVERS, seedAccounts } from '../../modules/accounts/seed/seed-accounts.ts';
import { seedCompany } from '../../modules/corporate/seed/seed-company.ts';
import { seedFines } from '../../modules/fines/seed/seed-fines.ts';
import { seedFlatLots } from '../../modules/flat/seed/seed-flat-lots.ts';
import { seedOperators } from '../../modules/operator/seed/seed-operators.ts';
import { seedParking } from '../../modules/parking/seed/seed-zones.ts';
import { seedHistory } from '../../modules/payments/seed/seed-history.ts';
import { seedOpeningBalance } from '../../modules/payments/seed/seed-opening-balance.ts';
import { seedSite } from '../../modules/site/seed/seed-site.ts';
import { seedSubscriptionOffers } from '../../modules/subscriptions/seed/seed-offers.ts';
import { demoPassSeller } from '../../modules/subscriptions/seed/seed-passes.ts';

/**
 * Demo data of one city. Each area seeds its own tables only while they are empty, so a restart
 * never duplicates rows and data a person changed is kept. The database is marked first, so that
 * even a seed cut short leaves a database that is never served without DEMO. Every seed dates its
 * rows by `at`, the server's clock, so that seeded history, tickets and fines stand where the server's
 * rules look for them (a server on a test clock sees its demo data around that clock's day).
 */
export async function seedDemoData(db: Kysely<Database>, city: TCity, { zoneCount, at = new Date() }: { zoneCount?: number; at?: Date } = {}): Promise<void> {
  await markDemoDatabase(db, at);
  await seedSite(db, city.city);
  const firstDriver = await seedAccounts(db, city.city, at);
  if (firstDriver !== null) await seedOpeningBalance(db, firstDriver, at);
  await seedParking(db, city, zoneCount);
  await seedFlatLots(db, city, at);
  // After the zones: an offer is named after the zones it covers.
  await seedSubscriptionOffers(db);
  await seedOperators(db, city.city, at);
  // After the zones: the company's history names them.
  await seedCompany(db, city.city, at);
  // Last: the history names the zones, lots and vehicles seeded above, and its passes are bought from the offers.
  await seedHistory(db, city, DEMO_DRIVERS, at, demoPassSeller(db, city));
  // After the vehicles and documents: a fine is found by them.
  await seedFines(
    db,
    city,
    DEMO_DRIVERS.map((driver) => driver.email),
    at,
  );
}
