import type { IsolationLevel, Kysely, Transaction } from 'kysely';

/**
 * SQLSTATEs after which the whole transaction may simply run again: serialization_failure (what
 * CockroachDB and YugabyteDB answer for any conflict, and PostgreSQL under SERIALIZABLE) and
 * deadlock_detected.
 */
const RETRYABLE = new Set(['40001', '40P01']);

/** How often a callback runs at most before its last failure is thrown. */
export const TRANSACTION_ATTEMPTS = 5;
/** The first wait between attempts; each later wait doubles, with jitter so contenders spread out. */
const BASE_DELAY_MS = 10;

export interface InTransactionOptions {
  attempts?: number;
  /** The database's default (READ COMMITTED on PostgreSQL, SERIALIZABLE on CockroachDB) unless given. */
  isolationLevel?: IsolationLevel;
  /** Waits between attempts; tests pass one that does not sleep. */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether an error (or the error it wraps) is a conflict that a fresh attempt can get past. */
export function isRetryableConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * Runs `work` in one transaction and, when the database aborts it for a conflict with another
 * transaction, runs it again in a new one, a few times with jittered back-off. Distributed SQL
 * engines report every conflict this way and expect the client to retry.
 *
 * `work` may therefore run more than once: it must only touch the database through `trx` and keep
 * nothing it did from an aborted attempt (no messages sent, no outside calls, no counters bumped in
 * memory). Whatever it does outside the database belongs after this call resolves.
 */
export async function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>, options: InTransactionOptions = {}): Promise<T> {
  const attempts = options.attempts ?? TRANSACTION_ATTEMPTS;
  const sleep = options.sleep ?? pause;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const transaction = db.transaction();
      return await (options.isolationLevel ? transaction.setIsolationLevel(options.isolationLevel) : transaction).execute(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      const ceiling = BASE_DELAY_MS * 2 ** (attempt - 1);
      await sleep(ceiling / 2 + Math.random() * ceiling);
    }
  }
}
