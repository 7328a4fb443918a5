import { existsSync, readFileSync } from 'node:fs';
import { ZPayees, type TPayee } from '@city-parking/contract/receipts/payee';
import { ConfigError } from '../../config.ts';

const files = new Map<string, Record<string, TPayee>>();

/**
 * The bank details of `city` from the payees file (PAYEES_FILE), read and checked once per process;
 * null when the file or the city's entry is absent (the city then issues no payment documents).
 * A wrong entry stops start-up, naming the field, as every other configuration mistake does.
 */
export function payeeOf(file: string, city: string): TPayee | null {
  let payees = files.get(file);
  if (!payees) {
    payees = existsSync(file) ? parsePayees(file) : {};
    files.set(file, payees);
  }
  return payees[city] ?? null;
}

function parsePayees(file: string): Record<string, TPayee> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${file} is not JSON (${(error as Error).message})`);
  }
  const parsed = ZPayees.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration in ${file}:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
