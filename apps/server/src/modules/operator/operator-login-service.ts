import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { captchaService, type CaptchaAsk } from '../accounts/captcha.ts';
import { loginFailures } from '../accounts/login-failures.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import type { TokenService } from '../auth/token-service.ts';
import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { operatorRepo } from './operator-repo.ts';

interface Deps {
  db: Kysely<Database>;
  tokens: TokenService;
  now: () => Date;
}

/** Failures and captchas of the desk are kept apart from a driver's who happens to share the e-mail. */
const loginKey = (email: string) => `operator:${email}`;

/**
 * A hash of no one's password, made on the first sign-in of an unknown e-mail: checking the typed
 * password against it costs what checking a real one does, so the answer's time does not tell an
 * unknown e-mail from a wrong password.
 */
let dummyHash: Promise<string> | undefined;
const noOnesHash = () => (dummyHash ??= hashPassword(randomUUID()));

/**
 * The operator's sign-in, under the drivers' rules (accounts/login-failures.ts): a captcha after
 * repeated failures per login and address or per address, growing delays per account. An unknown
 * e-mail, a disabled account and a wrong password all answer IncorrectLogin (the spec's "incorrect
 * login or password") after the same scrypt work, so the desk's sign-in does not tell who works there.
 */
export function operatorLoginService({ db, tokens, now }: Deps) {
  const repo = operatorRepo(db);
  const captchas = captchaService(db, now);
  const failures = loginFailures(db, now, 'operator_id');

  async function fail(
    login: string,
    ip: string,
    errorName: 'IncorrectLogin' | 'CaptchaIncorrect',
    ask: CaptchaAsk,
    operatorId: number | null = null,
  ): Promise<never> {
    await failures.record(login, ip, operatorId);
    if (await failures.captchaRequired(login, ip)) {
      throw new AppError(errorName === 'CaptchaIncorrect' ? 'CaptchaIncorrect' : 'LoginTryLimit', undefined, await captchas.create(login, ip, ask));
    }
    throw new AppError(errorName);
  }

  return {
    async login(
      email: string,
      password: string,
      captcha: string | undefined,
      ip: string,
      ask: CaptchaAsk = {},
    ): Promise<{ token: string; name: string; roles: TStaffRole[] }> {
      const login = loginKey(email);
      const found = await repo.findByEmail(email);
      const operator = found && !found.disabled ? found : undefined;
      const wait = operator ? await failures.accountWaitSeconds(operator.id) : 0;
      if (wait > 0) throw new AppError('LoginTryLater', undefined, { retryAfter: wait });
      if (await failures.captchaRequired(login, ip)) {
        if (!captcha) throw new AppError('LoginTryLimit', undefined, await captchas.create(login, ip, ask));
        if (!(await captchas.solve(login, ip, captcha))) return fail(login, ip, 'CaptchaIncorrect', ask);
      }
      const matches = await verifyPassword(password, operator ? operator.password_hash : await noOnesHash());
      if (!operator || !matches) return fail(login, ip, 'IncorrectLogin', ask, operator?.id ?? null);
      await failures.clear(login, ip, operator.id);
      return { token: await tokens.issue('operator', operator.id), name: operator.name, roles: await repo.rolesOf(operator.id) };
    },

    /** Whether the account may use the desk: it exists and is not disabled. */
    isActive: async (operatorId: number): Promise<boolean> => {
      const found = await repo.findById(operatorId);
      return found !== undefined && !found.disabled;
    },
  };
}
export type OperatorLoginService = ReturnType<typeof operatorLoginService>;
