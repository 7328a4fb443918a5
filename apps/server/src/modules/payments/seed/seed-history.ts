import type { Insertable, Kysely, Transaction } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { TOperationType } from '@city-parking/contract/operations/operation';
import type { Database } from '../../../db/schema.ts';
import type { OperationTables } from '../../operations/tables.ts';
import { DEMO_CITIES } from '../../site/seed/city-settings.ts';
import type { PaymentTables } from '../tables.ts';
import { demoHistory, type DemoEvent, type DemoPass } from './demo-history.ts';

/** Rows per insert: a few statements seed the whole history quickly, even on the embedded database. */
const CHUNK = 400;

/** A demo driver, found by e-mail; the phone pays the history's phone payments. */
export interface DemoDriver {
  email: string;
  phone: string;
}

/**
 * Where a demo driver's passes come from: the subscriptions' seed, which this module may not import
 * (subscriptions depend on payments), handed in by the demo seed. A pass is bought as a driver buys
 * one, so that its history row is the one the purchase writes and names a subscription that exists.
 */
export interface DemoPassSeller<P extends DemoPass = DemoPass> {
  /** The passes a driver with these plates (their vehicles, the primary first) buys over the history that ends at `until`; the last one at its end. */
  plan(plates: readonly string[], until: Date): Promise<P[]>;
  /** Buys one, in the seed's transaction: the subscription, its ledger debit and its history row. */
  buy(trx: Transaction<Database>, driverId: number, pass: P): Promise<void>;
}

/** The operation types a demo city has: its settings decide, as they do for real operations. */
function typesOf(city: TCity): TOperationType[] {
  const settings = DEMO_CITIES[city.city]?.settings ?? {};
  if (settings.dontUseBalance) return ['payment'];
  const types: TOperationType[] = ['payment', 'renew', 'cancel', 'refill', 'paymentSubscription'];
  if (settings.useFlatParking) types.push('paymentGate');
  if (settings.useBonus) types.push('bonus20');
  return types;
}

/** Slices of CHUNK rows: one statement each. */
const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Three months of history for each demo driver: ledger entries (which net to zero, so the balance
 * stays the opening one) and the operations they show as, written together as the live paths write
 * them. Seeded once per driver: a restart finds the first entry and adds nothing.
 */
export async function seedHistory<P extends DemoPass>(
  db: Kysely<Database>,
  city: TCity,
  drivers: readonly DemoDriver[],
  until: Date,
  passes: DemoPassSeller<P>,
): Promise<void> {
  const zones = await db.selectFrom('zone').select(['zone_number as zoneNumber', 'code as parkingCode']).orderBy('id').limit(6).execute();
  const lots = (await db.selectFrom('flat_lot').select('number').orderBy('number').execute()).map((l) => l.number);
  const hasBalance = !DEMO_CITIES[city.city]?.settings.dontUseBalance;
  for (const [index, demo] of drivers.entries()) {
    const driver = await db.selectFrom('driver').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (!driver || zones.length === 0) continue;
    const key = (n: number, part = '') => `seed:history:${driver.id}:${n}${part}`;
    const seeded = await db.selectFrom('operation').select('id').where('source_key', 'like', `seed:history:${driver.id}:%`).executeTakeFirst();
    if (seeded) continue;
    const vehicles = await db.selectFrom('vehicle').select('plate').where('driver_id', '=', driver.id).orderBy('is_main', 'desc').orderBy('id').execute();
    const plates = vehicles.length > 0 ? vehicles.map((v) => v.plate) : ['В456ОР159', 'Е789КХ159'];
    const types = typesOf(city).filter((type) => type !== 'paymentGate' || lots.length > 0);
    const bought = types.includes('paymentSubscription') ? await passes.plan(plates, until) : [];
    const events = demoHistory({ types, hasBalance, zones, lots, plates, until, seed: index + 1, passes: bought });
    const ledgerRows = events.flatMap((event: DemoEvent): Insertable<PaymentTables['account_operation']>[] => {
      if (!event.ledgerKind || event.pass !== undefined) return [];
      const row = { driver_id: driver.id, kind: event.ledgerKind as never, amount: event.amount, created_at: event.at };
      // Without a balance a provider's payment passes through the ledger: credited, then debited.
      if (!hasBalance)
        return [
          { ...row, kind: 'refill', amount: -event.amount, idempotency_key: key(event.n, ':credit') },
          { ...row, idempotency_key: key(event.n) },
        ];
      return [{ ...row, idempotency_key: key(event.n) }];
    });
    const operationRows = events
      .filter((event) => event.pass === undefined)
      .map((event): Insertable<OperationTables['operation']> => ({
        driver_id: driver.id,
        type: event.type,
        status: event.status,
        amount: Math.abs(event.amount),
        method: event.method,
        payer_phone: event.method === 'mobile' ? demo.phone : null,
        occurred_at: event.at,
        starts_at: event.startsAt,
        ends_at: event.endsAt,
        zone_number: event.zoneNumber,
        parking_code: event.parkingCode,
        plate: event.plate,
        session_id: null,
        payment_id: null,
        source_key: key(event.n),
      }));
    // The rows above pay for the passes too: the balance holds their sum until the passes spend it.
    const held = ledgerRows.reduce((sum, row) => sum + Number(row.amount), 0);
    await db.transaction().execute(async (trx) => {
      for (const rows of chunks(ledgerRows)) await trx.insertInto('account_operation').values(rows).execute();
      for (const rows of chunks(operationRows)) await trx.insertInto('operation').values(rows).execute();
      if (held !== 0) {
        await trx
          .insertInto('account')
          .values({ driver_id: driver.id })
          .onConflict((oc) => oc.column('driver_id').doNothing())
          .execute();
        await trx
          .updateTable('account')
          .set((eb) => ({ balance: eb('balance', '+', held) }))
          .where('driver_id', '=', driver.id)
          .execute();
      }
      for (const event of events) if (event.pass !== undefined) await passes.buy(trx, driver.id, bought[event.pass]!);
    });
  }
}
