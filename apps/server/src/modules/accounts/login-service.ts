import type { Kysely } from 'kysely';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_BEFORE_CAPTCHA } from '@city-parking/contract/auth/login';
import { normaliseLogin } from '@city-parking/contract/auth/fields';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import type { tokenService } from '../auth/token-service.ts';
import { captchaService } from './captcha.ts';
import { driverRepo } from './driver-repo.ts';

/** The key failures and captchas are kept under: the normalised e-mail or phone, else the text as typed. */
const loginKey = (rawLogin: string) => normaliseLogin(rawLogin)?.value ?? rawLogin.trim().toLowerCase();

/** Failures from one address across all logins before that address must solve captchas too. */
const FAILURES_PER_ADDRESS = 20;

interface Deps {
  db: Kysely<Database>;
  tokens: ReturnType<typeof tokenService>;
  now?: () => Date;
}

/**
 * Sign-in by e-mail or phone and password. Failures are counted per login *and* address, so that
 * someone guessing a victim's password from elsewhere cannot put a captcha in front of the victim;
 * an address failing across many logins gets captchas for all of them.
 */
export function loginService({ db, tokens, now = () => new Date() }: Deps) {
  const drivers = driverRepo(db);
  const captchas = captchaService(db, now);

  async function captchaRequired(login: string, ip: string): Promise<boolean> {
    const since = new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const count = (query: ReturnType<typeof base>) => query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const base = () => db.selectFrom('login_failure').where('at', '>', since);
    const [pair, address] = await Promise.all([count(base().where('login', '=', login).where('ip', '=', ip)), count(base().where('ip', '=', ip))]);
    return Number(pair.n) >= LOGIN_FAILURES_BEFORE_CAPTCHA || Number(address.n) >= FAILURES_PER_ADDRESS;
  }

  async function fail(login: string, ip: string, errorName: 'IncorrectLogin' | 'UnregistredAccount' | 'CaptchaIncorrect'): Promise<never> {
    await db.insertInto('login_failure').values({ login, ip, at: now() }).execute();
    if (await captchaRequired(login, ip)) {
      throw new AppError(errorName === 'CaptchaIncorrect' ? 'CaptchaIncorrect' : 'LoginTryLimit', undefined, { captcha: await captchas.create(login, ip) });
    }
    throw new AppError(errorName);
  }

  return {
    async login(rawLogin: string, password: string, captcha: string | undefined, ip: string): Promise<string> {
      const parsed = normaliseLogin(rawLogin);
      const login = loginKey(rawLogin);
      if (await captchaRequired(login, ip)) {
        if (!captcha) throw new AppError('LoginTryLimit', undefined, { captcha: await captchas.create(login, ip) });
        if (!(await captchas.solve(login, ip, captcha))) return fail(login, ip, 'CaptchaIncorrect');
      }
      const driver = parsed ? await (parsed.kind === 'email' ? drivers.findByEmail(parsed.value) : drivers.findByPhone(parsed.value)) : undefined;
      if (!driver) return fail(login, ip, 'UnregistredAccount');
      if (!driver.password_hash) throw new AppError('EmptyPass');
      if (!(await verifyPassword(password, driver.password_hash))) return fail(login, ip, 'IncorrectLogin');
      await db.deleteFrom('login_failure').where('login', '=', login).where('ip', '=', ip).execute();
      return tokens.issue('standart', driver.id);
    },

    /** Checks an answer without signing in; a wrong one is answered with a fresh image. */
    async checkCaptcha(rawLogin: string, answer: string, ip: string): Promise<void> {
      const login = loginKey(rawLogin);
      if (!(await captchas.solve(login, ip, answer))) throw new AppError('CaptchaIncorrect', undefined, { captcha: await captchas.create(login, ip) });
      // A solved check lets the next attempt through without another image.
      await db.deleteFrom('login_failure').where('login', '=', login).where('ip', '=', ip).execute();
    },
  };
}
