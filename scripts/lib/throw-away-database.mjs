import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// pg is the server's dependency; the benchmarks borrow it rather than declare their own.
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));

/**
 * A fresh database on the server of `adminUrl` for one benchmark run: its URL, the server's
 * version, and how to drop it. Every run starts from empty tables and leaves nothing behind.
 */
export async function throwAwayDatabase(adminUrl) {
  const pg = requireFromServer('pg');
  const name = `city_parking_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = (await admin.query('show server_version')).rows[0].server_version;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version: `PostgreSQL ${version}`,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
