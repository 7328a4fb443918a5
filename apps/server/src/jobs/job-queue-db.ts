import { CompiledQuery, type Kysely } from 'kysely';
import type { Db } from 'pg-boss';
import { runScript } from '../db/run-script.ts';

/** pg-boss's database, over the city's own Kysely pool, that can be drained and closed before that pool is. */
export interface JobQueueDb extends Db {
  /** Waits for the statements under way, then refuses new ones: the city's pool may close after. */
  close(): Promise<void>;
}

/**
 * Lends the city's connections to pg-boss one statement at a time, so the embedded database's single
 * connection is held only as long as each short statement (a poll, a completion, a maintenance
 * step) and never across the wait between polls. pg-boss's installs and maintenance are scripts of
 * several statements in their own transaction; they go through `runScript`, which answers the rows
 * of every statement (pg-boss reads some from before the script's COMMIT).
 */
export function jobQueueDb<DB>(db: Kysely<DB>): JobQueueDb {
  const running = new Set<Promise<unknown>>();
  let closed = false;

  async function execute(text: string, values: unknown[] | undefined): Promise<{ rows: unknown[] }> {
    if (values && values.length > 0) {
      const { rows } = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows };
    }
    return runScript(db, text);
  }

  return {
    // pg-boss's own type for the rows it reads back.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> {
      if (closed) throw new Error('the job queue is closed');
      const statement = execute(text, values);
      running.add(statement);
      try {
        return await statement;
      } finally {
        running.delete(statement);
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
}
