import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The script that makes a migrated city schema (buildPostgresTemplate); empty without one. */
    postgresTemplate: string;
  }
}

/** The run's template schema; the name is unlike any word of the script but the schema's own. */
const TEMPLATE_NAME = /\btest_template_[0-9a-f]{12}\b/g;

export const templateSchemaName = () => `test_template_${randomBytes(6).toString('hex')}`;

/**
 * A migrated schema as one script (pg_dump of its tables, functions, triggers and rows), to be run
 * again under another name. Running it takes no lock and reads no other schema's catalogue, so test
 * files make their schemas side by side instead of migrating one after another under a lock.
 * Undefined when pg_dump is missing or cannot dump this server: test cities then migrate.
 */
export async function dumpSchema(url: string, schema: string): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)(
      'pg_dump',
      // Rows as INSERTs: a script of COPY … FROM stdin needs psql to feed it.
      ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=1000', `--schema=${schema}`, url],
      { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
    );
    // psql's own commands (`\restrict` of newer pg_dump releases) are no SQL.
    return stdout
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
  } catch (error) {
    console.warn(`pg_dump of the test schema failed, each test city migrates its own: ${String(error)}`);
    return undefined;
  }
}

let script: Promise<string> | undefined;

/** The run's script (read once per worker), or undefined: then the caller migrates. */
export function postgresTemplate(): Promise<string> | undefined {
  const file = inject('postgresTemplate');
  if (!file) return undefined;
  script ??= readFile(file, 'utf8');
  return script;
}

/** Makes `schema` as the template was: one implicit transaction, so a failure leaves nothing. */
export async function cloneSchema(url: string, template: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(template.replace(TEMPLATE_NAME, schema));
  } finally {
    await client.end();
  }
}
