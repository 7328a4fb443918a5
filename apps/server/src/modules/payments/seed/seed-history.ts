import type { Insertable, Kysely } from 'kysely';
import type { TCity } from '@city-parking/contract/city/city';
import type { TOperationType } from '@city-parking/contract/operations/operation';
import type { Database } from '../../../db/schema.ts';
import type { OperationTables } from '../../operations/tables.ts';
import { DEMO_CITIES } from '../../site/seed/city-settings.ts';
import type { PaymentTables } from '../tables.ts';
import { demoHistory, type DemoEvent } from './demo-history.ts';

/** Rows per insert: a few statements seed the whole history quickly, even on the embedded database. */
const CHUNK = 400;

/** A demo driver, found by e-mail; the phone pays the history's phone payments. */
export interface DemoDriver {
  email: string;
  phone: string;
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
export async function seedHistory(db: Kysely<Database>, city: TCity, drivers: readonly DemoDriver[], until = new Date()): Promise<void> {
  const zones = await db.selectFrom('zone').select(['zone_number as zoneNumber', 'code as parkingCode']).orderBy('id').limit(6).execute();
  const lots = (await db.selectFrom('flat_lot').select('number').orderBy('number').execute()).map((l) => l.number);
  const hasBalance = !DEMO_CITIES[city.city]?.settings.dontUseBalance;
  for (const [index, demo] of drivers.entries()) {
    const driver = await db.selectFrom('driver').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (!driver || zones.length === 0) continue;
    const key = (n: number, part = '') => `seed:history:${driver.id}:${n}${part}`;
    const seeded = await db.selectFrom('operation').select('id').where('source_key', '=', key(0)).executeTakeFirst();
    if (seeded) continue;
    const plates = (await db.selectFrom('vehicle').select('plate').where('driver_id', '=', driver.id).execute()).map((v) => v.plate);
    const events = demoHistory({
      types: typesOf(city).filter((type) => type !== 'paymentGate' || lots.length > 0),
      hasBalance,
      zones,
      lots,
      plates: plates.length > 0 ? plates : ['В456ОР159', 'Е789КХ159'],
      until,
      seed: index + 1,
    });
    const ledgerRows = events.flatMap((event: DemoEvent): Insertable<PaymentTables['account_operation']>[] => {
      if (!event.ledgerKind) return [];
      const row = { driver_id: driver.id, kind: event.ledgerKind as never, amount: event.amount, created_at: event.at };
      // Without a balance a provider's payment passes through the ledger: credited, then debited.
      if (!hasBalance)
        return [
          { ...row, kind: 'refill', amount: -event.amount, idempotency_key: key(event.n, ':credit') },
          { ...row, idempotency_key: key(event.n) },
        ];
      return [{ ...row, idempotency_key: key(event.n) }];
    });
    const operationRows = events.map((event): Insertable<OperationTables['operation']> => ({
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
    await db.transaction().execute(async (trx) => {
      for (const rows of chunks(ledgerRows)) await trx.insertInto('account_operation').values(rows).execute();
      for (const rows of chunks(operationRows)) await trx.insertInto('operation').values(rows).execute();
    });
  }
}
