import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, readDatabaseConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { addOperator } from './modules/operator/add-operator.ts';
import { cityDatabaseLocation, readCities } from './open-cities.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Asks for the password without echoing it; only on a terminal, so that a pipe never waits. */
function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('set OPERATOR_PASSWORD, or run the command in a terminal to type the password');
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const muted = rl as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write('Password: ');
    muted._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** `npm run operator:add -- --city perm --email x --name y`: an operator account of one city. */
async function main() {
  const { values } = parseArgs({ options: { city: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.city || !values.email) throw new Error('usage: npm run operator:add -- --city <code> --email <e-mail> [--name <name>]');
  const config = readDatabaseConfig(process.env, root);
  const city = (await readCities(config.CITIES_FILE)).find((c) => c.city === values.city);
  if (!city) throw new Error(`no city ${values.city} in ${config.CITIES_FILE}`);
  const password = process.env.OPERATOR_PASSWORD ?? (await promptPassword());
  const { db, close } = await createDatabase(cityDatabaseLocation(config, city));
  try {
    await migrateToLatest(db);
    const id = await addOperator(db, { email: values.email, name: values.name ?? values.email, password });
    console.log(`operator ${id} (${values.email}) added to ${city.city}`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
