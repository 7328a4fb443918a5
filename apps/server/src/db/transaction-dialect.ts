import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type Transaction,
} from 'kysely';

/**
 * Kysely's PostgreSQL adapter guards migrations with a session advisory lock, which CockroachDB
 * lacks. Under this dialect the caller already holds the migration lock (a row lock of the
 * transaction the queries run in), so the adapter takes none.
 */
class HeldLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

const noNestedTransaction = () => Promise.reject(new Error('queries of this database already run inside a transaction'));

/**
 * A dialect whose every query runs inside `trx`, an open transaction of another Kysely: it lets a
 * tool that insists on a Kysely of its own (the migrator) work inside a transaction we control.
 */
export function transactionDialect<DB>(trx: Transaction<DB>): Dialect {
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: Parameters<DatabaseConnection['executeQuery']>[0]) => trx.executeQuery<R>(query) as Promise<QueryResult<R>>,
    // eslint-disable-next-line require-yield -- nothing streams through the migrator
    async *streamQuery() {
      throw new Error('streaming is not supported inside a borrowed transaction');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: noNestedTransaction,
    commitTransaction: noNestedTransaction,
    rollbackTransaction: noNestedTransaction,
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return {
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createAdapter: () => new HeldLockAdapter(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the introspector reads any schema
    createIntrospector: (db: Kysely<any>) => new PostgresIntrospector(db),
  };
}
