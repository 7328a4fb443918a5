import type { Kysely } from 'kysely';
import { ACCOUNT_FAILURE_WINDOW_MS, accountLoginDelayMs, LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_BEFORE_CAPTCHA } from '@city-parking/contract/auth/login';
import type { Database } from '../../db/schema.ts';

/** Failures from one address across all logins before that address must solve captchas too. */
const FAILURES_PER_ADDRESS = 20;

/** The column naming the account of a wrong password: a driver's, an operator's at the desk, or a company's. */
export type FailureAccount = 'driver_id' | 'operator_id' | 'company_id';

/**
 * Failed sign-ins, counted three ways: per login and address and per address (both lead to a
 * captcha there only, so that someone guessing from elsewhere cannot put one in front of the
 * driver), and per account whatever the address (growing delays, see accountLoginDelayMs).
 * Operators sign in under the same rules; `account` says whose accounts these are.
 */
export function loginFailures(db: Kysely<Database>, now: () => Date, account: FailureAccount = 'driver_id') {
  const count = async (query: ReturnType<typeof since>) => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const since = (windowMs: number) => db.selectFrom('login_failure').where('at', '>', new Date(now().getTime() - windowMs));

  return {
    async record(login: string, ip: string, accountId: number | null): Promise<void> {
      await db
        .insertInto('login_failure')
        .values({ login, ip, at: now(), [account]: accountId })
        .execute();
    },

    async captchaRequired(login: string, ip: string): Promise<boolean> {
      const [pair, address] = await Promise.all([
        count(since(LOGIN_FAILURE_WINDOW_MS).where('login', '=', login).where('ip', '=', ip)),
        count(since(LOGIN_FAILURE_WINDOW_MS).where('ip', '=', ip)),
      ]);
      return pair >= LOGIN_FAILURES_BEFORE_CAPTCHA || address >= FAILURES_PER_ADDRESS;
    },

    /** Seconds before the account may be tried again; 0 when it may be now. */
    async accountWaitSeconds(accountId: number): Promise<number> {
      const row = await since(ACCOUNT_FAILURE_WINDOW_MS)
        .where(account, '=', accountId)
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('last')])
        .executeTakeFirstOrThrow();
      const delay = accountLoginDelayMs(Number(row.n));
      if (delay === 0 || !row.last) return 0;
      const left = new Date(row.last).getTime() + delay - now().getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },

    /**
     * After a correct captcha this pair starts afresh; after a correct password the account does too
     * (its failures elsewhere still count for their own address's captcha).
     */
    async clear(login: string, ip: string, accountId?: number): Promise<void> {
      await db.deleteFrom('login_failure').where('login', '=', login).where('ip', '=', ip).execute();
      if (accountId !== undefined)
        await db
          .updateTable('login_failure')
          .set({ [account]: null })
          .where(account, '=', accountId)
          .execute();
    },
  };
}
