import { ALL_TABLES, type TableChanges } from './table-changes.ts';

/** Keys one keyed entry keeps before it starts again empty (news pages by limit and offset, pages by path). */
const MAX_KEYS = 1_000;

/** A value read once and kept until a table it was read from changes. */
export type Cached<T> = () => Promise<T>;
/** Values by key, each read once and kept until a table they were read from changes. */
export type CachedByKey<K, T> = (key: K) => Promise<T>;

/**
 * One city's read-mostly data in memory. Every entry names the tables it is read from; a commit
 * that changes one of them (heard through `changes`, whichever process made it) drops the entry,
 * and the next read loads it again. While changes cannot be heard, every read goes to the database.
 *
 * A load that started before a change may finish after it: its value answers the readers that were
 * already waiting for it, but is never kept, so the next reader loads again.
 */
export function readCache(changes: TableChanges) {
  const byTable = new Map<string, Set<() => void>>();
  const everyDrop = new Set<() => void>();

  // A row's notice (row-cache.ts) drops what was read from its table too, though none is read here.
  changes.subscribe((table) => {
    for (const drop of table === ALL_TABLES ? everyDrop : (byTable.get(table) ?? [])) drop();
  });

  function onChangeOf(tables: readonly string[], drop: () => void) {
    everyDrop.add(drop);
    for (const table of tables) {
      let drops = byTable.get(table);
      if (!drops) byTable.set(table, (drops = new Set()));
      drops.add(drop);
    }
  }

  function keyed<K, T>(tables: readonly string[], load: (key: K) => Promise<T>): CachedByKey<K, T> {
    let entries = new Map<K, Promise<T>>();
    // Bumped by each change: a load that saw an older generation is not kept.
    let generation = 0;
    onChangeOf(tables, () => {
      generation += 1;
      entries = new Map();
    });
    return (key) => {
      if (!changes.live) return load(key);
      const kept = entries.get(key);
      if (kept) return kept;
      const started = generation;
      const loading = load(key);
      if (entries.size >= MAX_KEYS) entries = new Map();
      entries.set(key, loading);
      const forget = () => {
        if (entries.get(key) === loading) entries.delete(key);
      };
      loading.then(() => {
        if (started !== generation) forget();
      }, forget);
      return loading;
    };
  }

  return {
    keyed,
    /** One value; see `keyed`. */
    one<T>(tables: readonly string[], load: () => Promise<T>): Cached<T> {
      const get = keyed<null, T>(tables, load);
      return () => get(null);
    },
  };
}
export type ReadCache = ReturnType<typeof readCache>;
