import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { captchaService, type CaptchaAsk } from '../accounts/captcha.ts';
import { loginFailures } from '../accounts/login-failures.ts';
import type { TokenService } from '../auth/token-service.ts';
import { companyRepo } from './company-repo.ts';

interface Deps {
  db: Kysely<Database>;
  tokens: TokenService;
  now: () => Date;
}

/** Failures and captchas of a company are kept apart from any driver's or operator's. */
const loginKey = (inn: string) => `company:${inn}`;

/**
 * A company's sign-in by INN and contract number, under the drivers' rules
 * (accounts/login-failures.ts): a captcha after repeated failures per INN and address or per
 * address, growing delays per company whatever the address. The contract number is the secret.
 * An unknown INN and a wrong contract number answer alike (IncorrectContract, "wrong INN or
 * contract number"), so the sign-in does not tell which INNs have a contract with the city.
 */
export function corpLoginService({ db, tokens, now }: Deps) {
  const captchas = captchaService(db, now);
  const failures = loginFailures(db, now, 'company_id');

  async function fail(
    login: string,
    ip: string,
    errorName: 'IncorrectContract' | 'CaptchaIncorrect',
    ask: CaptchaAsk,
    companyId: number | null = null,
  ): Promise<never> {
    await failures.record(login, ip, companyId);
    if (await failures.captchaRequired(login, ip)) {
      throw new AppError(errorName === 'CaptchaIncorrect' ? 'CaptchaIncorrect' : 'LoginTryLimit', undefined, await captchas.create(login, ip, ask));
    }
    throw new AppError(errorName);
  }

  return {
    /** A coop token for the company, or the sign-in's refusal. */
    async login(inn: string, contractNumber: string, captcha: string | undefined, ip: string, ask: CaptchaAsk = {}): Promise<string> {
      const login = loginKey(inn);
      const company = await companyRepo(db).signInOf(inn);
      const wait = company ? await failures.accountWaitSeconds(company.id) : 0;
      if (wait > 0) throw new AppError('LoginTryLater', undefined, { retryAfter: wait });
      if (await failures.captchaRequired(login, ip)) {
        if (!captcha) throw new AppError('LoginTryLimit', undefined, await captchas.create(login, ip, ask));
        if (!(await captchas.solve(login, ip, captcha))) return fail(login, ip, 'CaptchaIncorrect', ask);
      }
      // Contract numbers are compared as printed, ignoring case (`2026-001`, `КП-17`).
      if (!company || company.contract_number.toLowerCase() !== contractNumber.toLowerCase())
        return fail(login, ip, 'IncorrectContract', ask, company?.id ?? null);
      await failures.clear(login, ip, company.id);
      return tokens.issue('coop', company.id);
    },
  };
}
export type CorpLoginService = ReturnType<typeof corpLoginService>;
