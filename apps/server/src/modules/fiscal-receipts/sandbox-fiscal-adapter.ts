import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FiscalAdapter, FiscalData, FiscalRequest } from './fiscal-adapter.ts';

/** `count` decimal digits derived from an HMAC: the same input always gives the same digits. */
function digitsOf(key: string, data: string, count: number): string {
  const hex = createHmac('sha256', key).update(data).digest('hex');
  return (BigInt(`0x${hex}`) % 10n ** BigInt(count)).toString().padStart(count, '0');
}

/**
 * The demo's cash register. Its numbers have the real formats and are reproducible: the register
 * number and the fiscal storage number (9999… as test storages are numbered) are derived from the
 * city, the document number counts up per register without gaps (a row of the city's database,
 * moved in one statement), and the fiscal sign is up to 10 digits of an HMAC over the document's
 * number, time, total and sign, as a real storage signs them with its own key.
 */
export function sandboxFiscalAdapter({ db, city, now }: { db: Kysely<Database>; city: string; now: () => Date }): FiscalAdapter {
  const key = `sandbox-fiscal:${city}`;
  const registerNumber = `000${digitsOf(key, 'register', 13)}`;
  const fn = `9999${digitsOf(key, 'fn', 12)}`;

  return {
    async register(request: FiscalRequest): Promise<FiscalData> {
      const row = await db
        .insertInto('fiscal_register_counter')
        .values({ register_number: registerNumber, last_fd: 1 })
        .onConflict((oc) => oc.column('register_number').doUpdateSet({ last_fd: sql`fiscal_register_counter.last_fd + 1` }))
        .returning('last_fd')
        .executeTakeFirstOrThrow();
      const fd = String(Number(row.last_fd));
      const issuedAt = now();
      // A 32-bit number, as a fiscal storage's sign is: at most 10 digits.
      const mac = createHmac('sha256', key).update(`${fn}|${fd}|${issuedAt.toISOString()}|${request.total}|${request.sign}`).digest();
      const fp = String(mac.readUInt32BE(0));
      return { registerNumber, fn, fd, fp, issuedAt };
    },
  };
}
