import { hashPassword } from '../../modules/auth/password-hash.ts';

const hashes = new Map<string, Promise<string>>();

/**
 * The hash of a demo account's password. Demo passwords are printed in the README, so one salted
 * hash of each serves every city of the process: a start with several cities, and a test run that
 * seeds hundreds, spends the deliberately slow scrypt once per password instead of once per account.
 */
export function demoPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
    // A failure (the hashing queue full) is not kept: the next seed tries again.
    hash.catch(() => hashes.delete(password));
  }
  return hash;
}
