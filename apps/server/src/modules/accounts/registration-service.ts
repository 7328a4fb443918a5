import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TConfirmationType, TConfirmResponse } from '@city-parking/contract/auth/registration';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { hashToken } from '../auth/token-service.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { codeService, randomDigits } from './codes.ts';
import { messages } from './messages.ts';
import type { PhoneConfirmedEvent } from './phone-confirmed.ts';
import { driverRepo } from './driver-repo.ts';
import { registrationRepo, type PendingRow } from './registration-repo.ts';

/** Which confirmations a registration has, and whether the driver now exists. */
export type RegistrationProgress = Omit<TConfirmResponse, 'status'>;

/**
 * The phone and the e-mail a registration's codes confirmed, each null unless it is still the
 * registration's own: only these values ever go into the account.
 */
function confirmedContacts(row: PendingRow): { phone: string | null; email: string | null } {
  return {
    phone: row.confirmed_phone === row.phone ? row.confirmed_phone : null,
    email: row.confirmed_email === row.email ? row.confirmed_email : null,
  };
}

const progressOf = (confirmed: { phone: string | null; email: string | null }) => ({
  phoneConfirmed: confirmed.phone !== null,
  emailConfirmed: confirmed.email !== null,
});

/** A registration that is not confirmed within a day is forgotten. */
const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

export interface RegistrationInput {
  email: string;
  phone: string;
  pass: string;
  firstname: string;
  lastname: string;
  middlename: string;
}

interface Deps {
  db: Kysely<Database>;
  messenger: Messenger;
  confirmationType: () => Promise<TConfirmationType>;
  /** Told inside the transaction that gives a driver a confirmed phone. */
  phoneConfirmed: PhoneConfirmedEvent;
  /** Builds the link of the confirmation e-mail from its salt and code. */
  emailLink: (salt: string, code: string) => string;
  now: () => Date;
}

/**
 * Three steps: the data is kept as a pending registration named by a token; the phone and the
 * e-mail are confirmed by codes; when both are, the driver account is created.
 */
export function registrationService({ db, messenger, confirmationType, phoneConfirmed, emailLink, now }: Deps) {
  const codes = codeService(db, messenger, now);
  const driversRepo = driverRepo(db);
  const registrations = registrationRepo(db);

  async function pendingByToken(token: string) {
    const row = await registrations.openRegistrationByToken(hashToken(token), now());
    if (!row) throw new AppError('TokenNotFound');
    return row;
  }

  async function sendPhoneCode(subject: string, phone: string, type: TConfirmationType, language: TLanguage) {
    await codes.assertCanMessagePhone(phone);
    const code = randomDigits(type === 'Call' ? 4 : 6);
    const sent = await messenger.send(type === 'Call' ? messages.callCode(phone, code, language) : messages.smsCode(phone, code, language));
    await codes.issue('registration-phone', subject, phone, sent.code ?? code);
  }

  async function sendEmailCode(subject: string, salt: string, email: string, language: TLanguage) {
    await codes.assertCanMessageEmail(email);
    const code = await codes.issue('registration-email', subject, email, randomDigits(6));
    await messenger.send(messages.emailCode(email, code, emailLink(salt, code), language));
  }

  async function assertFree(email: string, phone: string) {
    const [emailTaken, phoneTaken] = await Promise.all([driversRepo.emailTaken(email), driversRepo.phoneTaken(phone)]);
    if (emailTaken && phoneTaken) throw new AppError('UserExists');
    if (emailTaken) throw new AppError('EmailExists');
    if (phoneTaken) throw new AppError('PhoneExists');
  }

  /**
   * Records `value`, the address the code was sent to, as confirmed, in one conditional update that
   * holds only while the registration still has that address: a change-phone landing between the
   * code's check and this leaves the new phone unconfirmed, and the old phone's code confirms nothing.
   */
  async function bindConfirmed(tokenHash: string, contact: 'phone' | 'email', value: string): Promise<void> {
    if (!(await registrations.confirmPendingContact(tokenHash, contact, value, now()))) throw new AppError('IncorrectCode');
  }

  /** `tokenOrSalt`: the registration token (code typed in) or the salt of the e-mailed link. */
  async function confirmEmail(tokenOrSalt: string, code: string): Promise<RegistrationProgress> {
    const row = (await registrations.openRegistrationBySalt(tokenOrSalt, now())) ?? (await pendingByToken(tokenOrSalt));
    codes.assertTriesLeft(row);
    const email = await codes.verify('registration-email', row.token_hash, code, 'IncorrectCode', 'pending_registration');
    await bindConfirmed(row.token_hash, 'email', email);
    return completeIfConfirmed(row.token_hash);
  }

  /**
   * Creates the driver from the confirmed phone and e-mail once both are in, with the row locked so
   * that no change-phone slips in between; the unique keys settle a race with another registration.
   */
  async function completeIfConfirmed(tokenHash: string): Promise<RegistrationProgress> {
    return db.transaction().execute(async (trx) => {
      const pending = registrationRepo(trx);
      const row = await pending.lockedRegistration(tokenHash);
      if (!row || row.completed_at) return { completed: true, phoneConfirmed: true, emailConfirmed: true };
      const { phone, email } = confirmedContacts(row);
      const state = progressOf({ phone, email });
      if (phone === null || email === null) return { completed: false, ...state };
      const repo = driverRepo(trx);
      if (await repo.emailTaken(email)) throw new AppError('EmailExists');
      if (await repo.phoneTaken(phone)) throw new AppError('PhoneExists');
      const driverId = await repo.create({
        email,
        phone,
        firstName: row.first_name,
        lastName: row.last_name,
        middleName: row.middle_name,
        passwordHash: row.password_hash,
        createdAt: now(),
      });
      await phoneConfirmed.emit(trx, driverId, phone);
      await pending.completeRegistration(tokenHash, now());
      return { completed: true, ...state };
    });
  }

  return {
    confirmationType,

    async register(input: RegistrationInput, language: TLanguage): Promise<string> {
      await assertFree(input.email, input.phone);
      const type = await confirmationType();
      await codes.assertCanMessagePhone(input.phone);
      await codes.assertCanMessageEmail(input.email);
      const token = randomBytes(32).toString('base64url');
      const salt = randomBytes(16).toString('base64url');
      const at = now();
      await registrations.addPendingRegistration({
        token_hash: hashToken(token),
        email_salt: salt,
        email: input.email,
        phone: input.phone,
        first_name: input.firstname,
        last_name: input.lastname,
        middle_name: input.middlename,
        password_hash: await hashPassword(input.pass),
        confirmation_type: type,
        phone_confirmed_at: null,
        email_confirmed_at: null,
        created_at: at,
        expires_at: new Date(at.getTime() + PENDING_TTL_MS),
      });
      await sendPhoneCode(hashToken(token), input.phone, type, language);
      await sendEmailCode(hashToken(token), salt, input.email, language);
      return token;
    },

    async confirmPhone(token: string, code: string): Promise<RegistrationProgress> {
      const row = await pendingByToken(token);
      codes.assertTriesLeft(row);
      const phone = await codes.verify('registration-phone', row.token_hash, code, 'IncorrectCode', 'pending_registration');
      await bindConfirmed(row.token_hash, 'phone', phone);
      return completeIfConfirmed(row.token_hash);
    },

    confirmEmail,

    /**
     * The e-mailed link, opened in any browser: confirms the e-mail like its code typed in, or, when
     * the link was used before, answers the progress as it stands with `alreadyConfirmed`.
     */
    async confirmEmailLink(salt: string, code: string): Promise<RegistrationProgress & { alreadyConfirmed: boolean }> {
      const row = await registrations.registrationOfLink(salt, now());
      if (!row) throw new AppError('TokenNotFound');
      if (row.completed_at) return { completed: true, phoneConfirmed: true, emailConfirmed: true, alreadyConfirmed: true };
      const confirmed = confirmedContacts(row);
      if (confirmed.email !== null) return { completed: false, ...progressOf(confirmed), alreadyConfirmed: true };
      return { ...(await confirmEmail(salt, code)), alreadyConfirmed: false };
    },

    /** The new phone replaces the old one and any confirmation of it, in one statement. */
    async changePhone(token: string, phone: string, language: TLanguage): Promise<void> {
      const row = await pendingByToken(token);
      codes.assertTriesLeft(row);
      if (phone === row.phone) throw new AppError('DoublePhone');
      if (await driversRepo.phoneTaken(phone)) throw new AppError('PhoneExists');
      await sendPhoneCode(row.token_hash, phone, row.confirmation_type, language);
      await registrations.changePendingPhone(row.token_hash, phone);
    },

    /** A new code under the same pending registration: its wrong tries so far still count. */
    async resend(token: string, target: 'phone' | 'email', language: TLanguage): Promise<void> {
      const row = await pendingByToken(token);
      codes.assertTriesLeft(row);
      if (target === 'phone') await sendPhoneCode(row.token_hash, row.phone, row.confirmation_type, language);
      else await sendEmailCode(row.token_hash, row.email_salt, row.email, language);
    },

    /** The spec's reading (accounts §5): ok when a driver has the e-mail, unknownEmail when none has. */
    async checkEmail(email: string): Promise<void> {
      if (!(await driversRepo.emailTaken(email))) throw new AppError('unknownEmail');
    },

    /** Ok when the phone is free, UserExists when a driver has it (the spec's phone-exists message). */

    async checkPhone(phone: string): Promise<void> {
      if (await driversRepo.phoneTaken(phone)) throw new AppError('UserExists');
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
