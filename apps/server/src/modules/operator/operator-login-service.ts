import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { captchaService, type CaptchaAsk } from '../accounts/captcha.ts';
import { loginFailures } from '../accounts/login-failures.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import type { TokenService } from '../auth/token-service.ts';
import {
  RECOVERY_CODE_COUNT,
  SIGN_IN_STEP_MINUTES,
  SIGN_IN_STEP_TRIES,
  type TOperatorLoginResponse,
  type TOperatorSignedIn,
} from '@city-parking/contract/operator/operator-login';
import { base32Encode, otpauthUri, totpCode, totpStep } from '@city-parking/contract/operator/totp';
import { hashToken } from '../auth/token-service.ts';
import { operatorRepo } from './operator-repo.ts';
import { secondFactorRepo } from './second-factor-repo.ts';

interface Deps {
  db: Kysely<Database>;
  tokens: TokenService;
  now: () => Date;
  /** The name an authenticator app shows the secret under, e.g. «Городская парковка Пермь». */
  issuer: string;
}

/** Codes of the step before and after now count too: a phone's clock may be half a minute off. */
const STEP_DRIFT = [-1, 0, 1] as const;

/** A recovery code as the member reads it: ten base32 characters in two groups. */
const newRecoveryCode = () => {
  const text = base32Encode(randomBytes(8)).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};
/** The stored form of a recovery code: the typed code normalised as the contract does, hashed. */
const recoveryHash = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');

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
export function operatorLoginService({ db, tokens, now, issuer }: Deps) {
  const repo = operatorRepo(db);
  const factors = secondFactorRepo(db);
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

  /** The sign-in `pending` names, still waiting, and its member, still able to sign in. */
  async function waiting(pending: string) {
    const signIn = await factors.waitingSignIn(hashToken(pending), now(), SIGN_IN_STEP_TRIES);
    if (!signIn) throw new AppError('SignInStepExpired');
    const operator = await repo.findById(Number(signIn.operator_id));
    if (!operator || operator.disabled) throw new AppError('SignInStepExpired');
    return { signIn, operator };
  }

  /** The step of now (or a step beside it) whose code `code` is; null for none. */
  async function matchingStep(secret: string, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const current = totpStep(now());
    for (const drift of STEP_DRIFT) if ((await totpCode(secret, current + drift)) === code) return current + drift;
    return null;
  }

  async function wrongCode(tokenHash: string, operator: { id: number; email: string }, ip: string): Promise<never> {
    await factors.countTry(tokenHash);
    await failures.record(loginKey(operator.email), ip, operator.id);
    throw new AppError('SecondFactorIncorrect');
  }

  async function signedIn(operator: { id: number; email: string; name: string }, ip: string): Promise<TOperatorSignedIn> {
    await failures.clear(loginKey(operator.email), ip, operator.id);
    return { status: 'ok', token: await tokens.issue('operator', operator.id), name: operator.name, roles: await repo.rolesOf(operator.id) };
  }

  /** Spends the sign-in once (two calls with good codes get one token) and issues the desk's token. */
  async function finish(tokenHash: string, operator: { id: number; email: string; name: string }, ip: string): Promise<TOperatorSignedIn> {
    if (!(await factors.claimSignIn(tokenHash, now()))) throw new AppError('SignInStepExpired');
    return signedIn(operator, ip);
  }

  return {
    async login(email: string, password: string, captcha: string | undefined, ip: string, ask: CaptchaAsk = {}): Promise<TOperatorLoginResponse> {
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
      // No token yet, and the failures stand until the second step is passed: a right password
      // alone opens nothing, and wrong codes count against the account as wrong passwords do.
      const pending = randomBytes(32).toString('base64url');
      const at = now();
      const secret = operator.totp_secret === null ? base32Encode(randomBytes(20)) : null;
      await factors.openSignIn({
        tokenHash: hashToken(pending),
        operatorId: operator.id,
        secret,
        at,
        expiresAt: new Date(at.getTime() + SIGN_IN_STEP_MINUTES * 60_000),
      });
      if (secret === null) return { status: 'ok', step: 'code', pending };
      const uri = otpauthUri(issuer, operator.email, secret);
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { status: 'ok', step: 'enrol', pending, secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /**
     * The `code` step: a code of the member's authenticator app, each step's once, or one of their
     * recovery codes, once. A wrong code counts against the sign-in (five end it) and the account.
     */
    async code(pending: string, code: string, ip: string): Promise<TOperatorSignedIn> {
      const { signIn, operator } = await waiting(pending);
      if (signIn.secret !== null || operator.totp_secret === null) throw new AppError('SignInStepExpired');
      const step = await matchingStep(operator.totp_secret, code);
      const taken = step !== null ? await factors.takeStep(operator.id, step) : await factors.useRecoveryCode(operator.id, recoveryHash(code), now());
      if (!taken) return wrongCode(signIn.token_hash, operator, ip);
      return finish(signIn.token_hash, operator, ip);
    },

    /** The `enrol` step: the first code of the new secret proves the app holds it; the recovery codes are answered this once. */
    async enrol(pending: string, code: string, ip: string): Promise<TOperatorSignedIn> {
      const { signIn, operator } = await waiting(pending);
      const secret = signIn.secret;
      if (secret === null) throw new AppError('SignInStepExpired');
      const step = await matchingStep(secret, code);
      if (step === null) return wrongCode(signIn.token_hash, operator, ip);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction().execute(async (trx) => {
        const trxFactors = secondFactorRepo(trx);
        // A second enrolment racing this one, or an enrolment since, leaves this sign-in spent.
        if (!(await trxFactors.claimSignIn(signIn.token_hash, now()))) throw new AppError('SignInStepExpired');
        if (!(await trxFactors.enrol(operator.id, secret, step))) throw new AppError('SignInStepExpired');
        await trxFactors.replaceRecoveryCodes(operator.id, codes.map(recoveryHash));
      });
      return { ...(await signedIn(operator, ip)), recoveryCodes: codes };
    },

    /** Whether the account may use the desk: it exists and is not disabled. */
    isActive: async (operatorId: number): Promise<boolean> => {
      const found = await repo.findById(operatorId);
      return found !== undefined && !found.disabled;
    },
  };
}
export type OperatorLoginService = ReturnType<typeof operatorLoginService>;
