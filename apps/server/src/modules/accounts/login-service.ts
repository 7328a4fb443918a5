import type { Kysely } from 'kysely';
import { normaliseLogin } from '@city-parking/contract/auth/fields';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import type { tokenService } from '../auth/token-service.ts';
import { captchaService, type CaptchaAsk, type CaptchaChallenge } from './captcha.ts';
import { driverRepo } from './driver-repo.ts';
import { loginFailures } from './login-failures.ts';
import { restoreOtp } from './restore-otp.ts';

/** The key failures and captchas are kept under: the normalised e-mail or phone, else the text as typed. */
const loginKey = (rawLogin: string) => normaliseLogin(rawLogin)?.value ?? rawLogin.trim().toLowerCase();

/** A restore call's one-time password: the last 4 digits of the calling number. */
const OTP_SHAPE = /^\d{4}$/;

interface Deps {
  db: Kysely<Database>;
  tokens: ReturnType<typeof tokenService>;
  now: () => Date;
}

export interface SignIn {
  token: string;
  /** Signed in with a restore call's one-time password: `token` only sets the new password. */
  changePassword: boolean;
}

/**
 * Sign-in by e-mail or phone and password (or a restore call's one-time password). See
 * login-failures.ts for how failures are counted: captchas per login and address or per address,
 * growing delays per account whatever the address.
 */
export function loginService({ db, tokens, now }: Deps) {
  const driversRepo = driverRepo(db);
  const captchas = captchaService(db, now);
  const failures = loginFailures(db, now);
  const otp = restoreOtp(db, now);

  async function fail(
    login: string,
    ip: string,
    errorName: 'IncorrectLogin' | 'UnregistredAccount' | 'CaptchaIncorrect',
    ask: CaptchaAsk,
    driverId: number | null = null,
  ): Promise<never> {
    await failures.record(login, ip, driverId);
    if (await failures.captchaRequired(login, ip)) {
      throw new AppError(errorName === 'CaptchaIncorrect' ? 'CaptchaIncorrect' : 'LoginTryLimit', undefined, await captchas.create(login, ip, ask));
    }
    throw new AppError(errorName);
  }

  /** Every rule of a sign-in attempt; the driver when it succeeds. */
  async function attempt(rawLogin: string, password: string, captcha: string | undefined, ip: string, allowOtp: boolean, ask: CaptchaAsk = {}) {
    const parsed = normaliseLogin(rawLogin);
    const login = loginKey(rawLogin);
    const driver = parsed ? await (parsed.kind === 'email' ? driversRepo.findByEmail(parsed.value) : driversRepo.findByPhone(parsed.value)) : undefined;
    // Checked before anything costly: attempts during the wait are refused and not counted.
    const wait = driver ? await failures.accountWaitSeconds(driver.id) : 0;
    if (wait > 0) throw new AppError('LoginTryLater', undefined, { retryAfter: wait });
    if (await failures.captchaRequired(login, ip)) {
      if (!captcha) throw new AppError('LoginTryLimit', undefined, await captchas.create(login, ip, ask));
      if (!(await captchas.solve(login, ip, captcha))) return fail(login, ip, 'CaptchaIncorrect', ask);
    }
    if (!driver) return fail(login, ip, 'UnregistredAccount', ask);
    // The phone a restore call's one-time password went to, when that is what was typed.
    const otpPhone = allowOtp && OTP_SHAPE.test(password) ? await otp.use(driver.id, password) : undefined;
    // Told only to whoever proved the account is theirs, so the block says nothing to a stranger.
    if (otpPhone) {
      if (driver.blocked_at !== null) throw new AppError('AccountBlocked');
      await failures.clear(login, ip, driver.id);
      return { driverId: driver.id, otpPhone };
    }
    if (!driver.password_hash) throw new AppError('EmptyPass');
    if (!(await verifyPassword(password, driver.password_hash))) return fail(login, ip, 'IncorrectLogin', ask, driver.id);
    if (driver.blocked_at !== null) throw new AppError('AccountBlocked');
    await failures.clear(login, ip, driver.id);
    return { driverId: driver.id, otpPhone: undefined };
  }

  return {
    /** `ask`: the kind (and language) of the captcha an answer demands. */
    async login(rawLogin: string, password: string, captcha: string | undefined, ip: string, ask: CaptchaAsk = {}): Promise<SignIn> {
      const { driverId, otpPhone } = await attempt(rawLogin, password, captcha, ip, true, ask);
      if (otpPhone) return { token: await otp.grant(driverId, otpPhone), changePassword: true };
      return { token: await tokens.issue('standart', driverId), changePassword: false };
    },

    /** The password of an account proves its owner (linking Yandex ID), under the same limits as sign-in. */
    async confirmOwner(rawLogin: string, password: string, captcha: string | undefined, ip: string): Promise<number> {
      return (await attempt(rawLogin, password, captcha, ip, false)).driverId;
    },

    /** Checks an answer without signing in; a wrong one is answered with a fresh image. */
    async checkCaptcha(rawLogin: string, answer: string, ip: string): Promise<void> {
      const login = loginKey(rawLogin);
      if (!(await captchas.solve(login, ip, answer))) throw new AppError('CaptchaIncorrect', undefined, await captchas.create(login, ip));
      // A solved check lets the next attempt through without another image.
      await failures.clear(login, ip);
    },

    /**
     * A fresh challenge for the same login and address, replacing the open one (a new picture, or
     * a question instead); null when no captcha is demanded there, so none is made up. Nothing is
     * counted: the new challenge is as hard to pass as the old one and solved only once.
     */
    async newCaptcha(rawLogin: string, ip: string, ask: CaptchaAsk): Promise<CaptchaChallenge | null> {
      const login = loginKey(rawLogin);
      if (!(await failures.captchaRequired(login, ip))) return null;
      return captchas.create(login, ip, ask);
    },
  };
}
export type LoginService = ReturnType<typeof loginService>;
