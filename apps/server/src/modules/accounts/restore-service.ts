import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_TTL_MS } from '@city-parking/contract/auth/registration';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { tokenService } from '../auth/token-service.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { codeService, randomDigits } from './codes.ts';
import { driverRepo } from './driver-repo.ts';
import { messages } from './messages.ts';
import { restoreOtp } from './restore-otp.ts';
import { RESTORE_PURPOSE, restoreCodeRepo } from './restore-repo.ts';

/**
 * The restore calls name the code alone (`check?token=`, `change` with token and pass), so the code
 * itself must identify the request: 8 characters of an unambiguous alphabet (31^8 ≈ 8.5·10^11),
 * stored hashed, single use, with the routes rate-limited per address.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const hashCode = (code: string) => createHash('sha256').update(`${RESTORE_PURPOSE}:${code.trim().toUpperCase()}`).digest('hex');

interface Deps {
  db: Kysely<Database>;
  messenger: Messenger;
  tokens: ReturnType<typeof tokenService>;
  now: () => Date;
}

export function restoreService({ db, messenger, tokens, now }: Deps) {
  const driversRepo = driverRepo(db);
  const codes = codeService(db, messenger, now);
  const otp = restoreOtp(db, now);
  const restoreCodes = restoreCodeRepo(db);

  /** The new password replaces the old one and every session ends; what a restore left open is void. */
  async function setPassword(driverId: number, passwordHash: string): Promise<void> {
    await driversRepo.setPassword(driverId, passwordHash);
    await tokens.revokeAllOf('standart', driverId);
    await otp.closeAll(driverId);
  }

  /** A restore code counts only while the e-mail it went to is still its driver's (restore-repo's openRestoreCode). */
  async function openCode(code: string) {
    return restoreCodes.openRestoreCode(hashCode(code), now());
  }

  return {
    /** Step 1 by e-mail: a code goes to the driver's e-mail. */
    async sendEmail(email: string, language: TLanguage): Promise<void> {
      const driver = await driversRepo.findByEmail(email);
      if (!driver?.email) throw new AppError('unknownEmail');
      await codes.assertCanMessageEmail(driver.email);
      const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const at = now();
      // The new code replaces any the driver was sent before.
      await db.transaction().execute(async (trx) => {
        const repo = restoreCodeRepo(trx);
        await repo.closeRestoreCodesOf(driver.id, at);
        await repo.addRestoreCode({
          driverId: driver.id,
          email: driver.email!,
          codeHash: hashCode(code),
          createdAt: at,
          expiresAt: new Date(at.getTime() + CODE_TTL_MS),
        });
      });
      await messenger.send(messages.restoreEmail(driver.email, code, language));
    },

    async check(code: string): Promise<void> {
      if (!(await openCode(code))) throw new AppError('incorrectCode');
    },

    /**
     * Step 3: the new password; every session of the driver ends. `code` is the e-mail's code, or the
     * grant of a sign-in with a restore call's one-time password, which answers a new session.
     */
    async change(code: string, password: string): Promise<{ token?: string }> {
      if (code.length > CODE_LENGTH) {
        if (!(await otp.grantOpen(code))) throw new AppError('incorrectCode');
        const passwordHash = await hashPassword(password);
        const driverId = await otp.useGrant(code);
        if (driverId === undefined) throw new AppError('incorrectCode');
        await setPassword(driverId, passwordHash);
        return { token: await tokens.issue('standart', driverId) };
      }
      const row = await openCode(code);
      if (!row) throw new AppError('incorrectCode');
      // Used up in the statement that checks again that the code still counts: the e-mail may have changed since it was opened.
      const driverId = await restoreCodes.useRestoreCode(row.id, now());
      if (driverId === undefined) throw new AppError('incorrectCode');
      await setPassword(driverId, await hashPassword(password));
      return {};
    },

    /**
     * Restore by phone: the last 4 digits of the incoming call are a one-time password to sign in
     * with, which leads to choosing a new password. Nothing changes before: a stranger who knows the
     * number neither replaces the password nor ends the driver's sessions.
     */
    async byPhone(phone: string, language: TLanguage): Promise<void> {
      const driver = await driversRepo.findByPhone(phone);
      if (!driver) throw new AppError('unknownEmail');
      await codes.assertCanMessagePhone(phone);
      const digits = randomDigits(4);
      // A call gateway may choose the calling number itself: its last 4 digits are what the driver sees.
      const sent = await messenger.send(messages.restoreCall(phone, digits, language));
      await otp.issue(driver.id, phone, sent.code ?? digits);
    },
  };
}
export type RestoreService = ReturnType<typeof restoreService>;
