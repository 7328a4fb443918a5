import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { loginFailures } from './login-failures.ts';

/**
 * The check of the password a signed-in driver types to confirm a change of password, e-mail or
 * main phone. Wrong ones count with the account's sign-in failures and wait out the same growing
 * delays, so a stolen session cannot guess the password faster than a stranger at the sign-in form.
 * Accounts without a password (created through Yandex ID) have none to ask for.
 */
export function currentPasswordCheck(db: Kysely<Database>, now: () => Date) {
  const failures = loginFailures(db, now);
  return async (driver: { id: number; password_hash: string | null }, typed: string | undefined): Promise<void> => {
    if (driver.password_hash === null) return;
    const wait = await failures.accountWaitSeconds(driver.id);
    if (wait > 0) throw new AppError('LoginTryLater', undefined, { retryAfter: wait });
    if (typed && (await verifyPassword(typed, driver.password_hash))) return;
    // No address: these failures count for the account only, never towards a captcha somewhere.
    await failures.record(`driver:${driver.id}`, '', driver.id);
    throw new AppError('CurrentPasswordIncorrect', { currentpass: 'CurrentPasswordIncorrect' });
  };
}
