import { sql, type Kysely } from 'kysely';

type Script = (text: string) => Promise<{ rows: unknown[] }>;

// Keyed by the Kysely instance, so every caller that holds a city's `db` can run scripts on it
// without the embedded connection being handed around.
const scripts = new WeakMap<Kysely<never>, Script>();

/** Tells how `db` runs a script of several statements when its driver cannot do it through a query. */
export function registerScriptRunner<DB>(db: Kysely<DB>, script: Script): void {
  scripts.set(db as unknown as Kysely<never>, script);
}

/**
 * Runs several statements at once and answers the rows of every statement, in order (a script's
 * caller may need a row from the middle, before its COMMIT): through the registered runner, which
 * both PGlite and the PostgreSQL pool have. Without one, a single statement's rows.
 */
export async function runScript<DB>(db: Kysely<DB>, text: string): Promise<{ rows: unknown[] }> {
  const script = scripts.get(db as unknown as Kysely<never>);
  if (script) return script(text);
  const { rows } = await sql.raw(text).execute(db);
  return { rows };
}
