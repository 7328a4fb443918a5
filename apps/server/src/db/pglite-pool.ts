import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as the pool Kysely's PostgresDialect expects. PGlite is a single
 * connection, so a client is handed out to one caller at a time: a transaction holds it until it
 * commits, which serialises money-moving transactions on the embedded database.
 */
export function pglitePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => (release = resolve));
      await previous;
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
    async end() {
      await tail;
      await pglite.close();
    },
  };
}
