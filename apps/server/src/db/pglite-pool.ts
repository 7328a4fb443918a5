import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** The pool, plus what a pool of one embedded connection must do itself: run a script of several statements. */
export interface PglitePool extends PostgresPool {
  /**
   * Runs several statements in one turn of the connection (simple query protocol, no parameters) and
   * answers the rows of every statement, in order: node-postgres runs a parameterless query this way,
   * PGlite's `query` does not. A script that fails inside its own BEGIN is rolled back, so the one
   * connection is never left in a failed transaction.
   */
  script(text: string): Promise<{ rows: unknown[] }>;
}

/**
 * Presents one PGlite instance as the pool Kysely's PostgresDialect expects. PGlite is a single
 * connection, so a client is handed out to one caller at a time: a transaction holds it until it
 * commits, which serialises money-moving transactions on the embedded database.
 */
export function pglitePool(pglite: PGlite): PglitePool {
  let tail: Promise<void> = Promise.resolve();

  /** Waits for this caller's turn of the connection; the answer gives the turn back. */
  async function take(): Promise<() => void> {
    let release!: () => void;
    const previous = tail;
    tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }

  return {
    async connect(): Promise<PostgresPoolClient> {
      const release = await take();
      const client = {
        async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
          const result = await pglite.query<R>(sql, parameters as unknown[]);
          return {
            command: (result as { command?: string }).command as PostgresQueryResult<R>['command'],
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release,
      };
      return client as unknown as PostgresPoolClient;
    },
    async script(text: string) {
      const release = await take();
      try {
        const results = await pglite.exec(text);
        return { rows: results.flatMap((result) => result.rows) };
      } catch (error) {
        // Outside a transaction this is a no-op with a warning; inside a failed one it ends it.
        await pglite.exec('rollback').catch(() => undefined);
        throw error;
      } finally {
        release();
      }
    },
    async end() {
      await tail;
      await pglite.close();
    },
  };
}
