import { ALL_TABLES, type TableChanges } from './table-changes.ts';

/** Rows one cache keeps before it starts again empty. */
const MAX_ROWS = 10_000;

/** Rows by key, each read once and kept until its notice (or its table's) arrives. */
export interface RowCache<T> {
  get(key: string): Promise<T>;
  /** Forgets `key` now, and keeps nothing that was being read for it: this process changed it and has committed. */
  drop(key: string): void;
  /** Forgets every row for which `which` holds (a change whose keys this process does not know). */
  dropWhere(which: (value: T) => boolean): void;
}

/**
 * Rows of one city's database in memory by key (a token's hash, a driver, a plate). `keyedTable`
 * notifies `<table>:<key>` for each row a commit changes (migration 0040), which drops that key
 * only; a bare notice of it or of any of `wholeTables` drops everything. While changes cannot be
 * heard, every read goes to the database. `keep` says which values may be kept (an unknown
 * token is not: a later insert sends no notice).
 *
 * A read that started before a change may finish after it: its value answers that request, but
 * is never kept.
 */
export function rowCache<T>(
  changes: TableChanges,
  tables: { keyedTable: string; wholeTables?: readonly string[] },
  load: (key: string) => Promise<T>,
  keep: (value: T) => boolean = () => true,
): RowCache<T> {
  let rows = new Map<string, T>();
  /** Reads under way, with whether a change has since made their value stale. */
  const reading = new Map<string, { promise: Promise<T>; stale: boolean }>();
  const whole = new Set([ALL_TABLES, tables.keyedTable, ...(tables.wholeTables ?? [])]);

  function drop(key: string) {
    rows.delete(key);
    const read = reading.get(key);
    if (read) read.stale = true;
  }
  function dropAll() {
    rows = new Map();
    for (const read of reading.values()) read.stale = true;
  }

  changes.subscribe((table, key) => {
    if (key !== undefined && table === tables.keyedTable) drop(key);
    else if (key === undefined && whole.has(table)) dropAll();
  });

  return {
    get(key) {
      if (!changes.live) return load(key);
      if (rows.has(key)) return Promise.resolve(rows.get(key) as T);
      const under = reading.get(key);
      if (under && !under.stale) return under.promise;
      const read = { promise: load(key), stale: false };
      reading.set(key, read);
      const done = () => {
        if (reading.get(key) === read) reading.delete(key);
      };
      read.promise.then((value) => {
        done();
        if (read.stale || !keep(value)) return;
        if (rows.size >= MAX_ROWS) rows = new Map();
        rows.set(key, value);
      }, done);
      return read.promise;
    },
    drop,
    dropWhere(which) {
      for (const [key, value] of rows) if (which(value)) rows.delete(key);
      // Reads under way may return any of them: none is kept.
      for (const read of reading.values()) read.stale = true;
    },
  };
}
