import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel the triggers of migrations 0037 and 0040 notify, with `<schema>.<table>` as the
 * payload, or `<schema>.<table>:<key>` when one row (by the key it is kept under) changed.
 */
const CHANNEL = 'table_changed';
/** A table name no trigger sends: everything may have changed (the listener lost its connection). */
export const ALL_TABLES = '*';
/** How long a lost PostgreSQL listener waits before it connects again. */
const RECONNECT_MS = 500;

/**
 * Commits that changed a table of one city's database, as the database itself reports them
 * (migration 0037), whichever process or tool wrote them.
 */
export interface TableChanges {
  /**
   * Calls `listener` with the table's name after each commit that changed it, with the row's key
   * when the notice names one row; ALL_TABLES when changes may have been missed.
   */
  subscribe(listener: ChangeListener): void;
  /** False while changes cannot be heard (PostgreSQL listener reconnecting): what was read then may be stale. */
  readonly live: boolean;
  /** Resolves once every change committed before the call has been delivered to the listeners. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** `key` is undefined when the whole table may have changed. */
export type ChangeListener = (table: string, key?: string) => void;

function listeners() {
  const all = new Set<ChangeListener>();
  return {
    add: (listener: ChangeListener) => void all.add(listener),
    /** `change`: `<table>` or `<table>:<key>`, the payload without its schema. */
    emit(change: string) {
      const colon = change.indexOf(':');
      const table = colon < 0 ? change : change.slice(0, colon);
      const key = colon < 0 ? undefined : change.slice(colon + 1);
      for (const listener of all) listener(table, key);
    },
  };
}

/**
 * The embedded database is one connection in this process: PGlite hands a notice to the listener
 * before the query that committed it resolves, so nothing is ever missed or late.
 */
export async function pgliteTableChanges(pglite: PGlite): Promise<TableChanges> {
  const heard = listeners();
  const unlisten = await pglite.listen(CHANNEL, (payload) => heard.emit(payload.slice(payload.indexOf('.') + 1)));
  return {
    subscribe: heard.add,
    live: true,
    settle: async () => {},
    close: () => unlisten(),
  };
}

/**
 * PostgreSQL: one connection per city that LISTENs, so that a change made by another server process
 * reaches this one within milliseconds. While it is lost, `live` is false and it reconnects; once
 * back, everything counts as changed, since notices sent meanwhile are gone.
 */
export async function postgresTableChanges(url: string, schema: string): Promise<TableChanges> {
  const heard = listeners();
  const prefix = `${schema}.`;
  const settleMark = `${prefix}:settled:`;
  const waiting = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let marks = 0;

  const retry = () => {
    if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
  };
  /** The listening connection broke: until another listens, nothing read can be trusted to stay fresh. */
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    live = false;
    client = null;
    heard.emit(ALL_TABLES);
    retry();
  };

  async function connect() {
    // Named, so that pg_stat_activity tells these connections from the pool's.
    const next = new pg.Client({ connectionString: url, application_name: `table_changed ${schema}` });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', ({ payload = '' }) => {
      if (!payload.startsWith(prefix)) return;
      if (payload.startsWith(settleMark)) {
        waiting.get(payload)?.();
        waiting.delete(payload);
        return;
      }
      heard.emit(payload.slice(prefix.length));
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      throw error;
    }
    client = next;
    live = true;
    // Anything committed while no one listened.
    heard.emit(ALL_TABLES);
  }

  await connect();
  return {
    subscribe: heard.add,
    get live() {
      return live;
    },
    /** Notices arrive in commit order, so once our own mark arrives every earlier change has. */
    async settle() {
      if (!client) return;
      const mark = `${settleMark}${(marks += 1)}`;
      const arrived = new Promise<void>((resolve) => waiting.set(mark, resolve));
      await client.query('select pg_notify($1, $2)', [CHANNEL, mark]);
      await arrived;
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      live = false;
      current?.removeAllListeners('end');
      current?.removeAllListeners('error');
      current?.on('error', () => {});
      await current?.end();
    },
  };
}
