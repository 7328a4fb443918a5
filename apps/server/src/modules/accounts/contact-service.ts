import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_TTL_MS, PENDING_MAX_ATTEMPTS, type TConfirmationType } from '@city-parking/contract/auth/registration';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Messenger, OutgoingMessage } from '../outbox/messenger.ts';
import { hashToken } from '../auth/token-service.ts';
import { codeService, randomDigits } from './codes.ts';
import { contactChangeRepo } from './contact-repo.ts';
import { currentPasswordCheck } from './current-password.ts';
import { driverRepo } from './driver-repo.ts';
import { messages } from './messages.ts';
import type { PhoneConfirmedEvent } from './phone-confirmed.ts';

interface Deps {
  db: Kysely<Database>;
  messenger: Messenger;
  confirmationType: () => Promise<TConfirmationType>;
  /** The city lets the e-mail be changed and phones be added (the allowContactChange setting). */
  contactChangeAllowed: () => Promise<boolean>;
  /** Told inside the transaction that gives a driver a confirmed phone. */
  phoneConfirmed: PhoneConfirmedEvent;
  now: () => Date;
}

/**
 * A signed-in driver's new e-mail or phone: a code goes to the new address and the change is made
 * only when it comes back. Changing the e-mail or the main phone also asks for the current
 * password, and the old address is told once the change is made. The answer's token names the
 * pending change for confirm-email/-phone; a second send for the same address is a resend of that
 * change (a new token, the same count of wrong codes).
 */
export function contactService({ db, messenger, confirmationType, contactChangeAllowed, phoneConfirmed, now }: Deps) {
  const codes = codeService(db, messenger, now);
  const driversRepo = driverRepo(db);
  const changes = contactChangeRepo(db);
  const checkPassword = currentPasswordCheck(db, now);

  /** A session left open is not enough: the password must be typed. */
  async function assertCurrentPassword(driverId: number, currentpass: string | undefined) {
    const driver = await driversRepo.findById(driverId);
    if (!driver) throw new AppError('TokenNotFound');
    await checkPassword(driver, currentpass);
    return driver;
  }

  /** Opens the pending change of (driver, kind, value) or renews it with a new token; CodeTryLimit while a used-up one lasts. */
  async function start(driverId: number, kind: 'email' | 'phone', action: 'change' | 'add', value: string): Promise<{ token: string; subject: string }> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const subject = await changes.openContactChange(
      { tokenHash: hashToken(token), driverId, kind, action, value },
      { at, expiresAt: new Date(at.getTime() + CODE_TTL_MS), maxAttempts: PENDING_MAX_ATTEMPTS },
    );
    if (subject === undefined) throw new AppError('CodeTryLimit');
    return { token, subject };
  }

  /** ContactChangeOff where the city hides the e-mail change and the added phone: off on the server too. */
  async function assertContactChangeAllowed() {
    if (!(await contactChangeAllowed())) throw new AppError('ContactChangeOff');
  }

  /** After the change is stored: a notice that fails to go must not undo it. */
  async function notify(message: OutgoingMessage | null) {
    if (message) await messenger.send(message).catch(() => undefined);
  }

  return {
    async owns(token: string): Promise<boolean> {
      return changes.contactChangeExists(hashToken(token));
    },

    async sendEmailCode(driverId: number, email: string, currentpass: string | undefined, language: TLanguage): Promise<string> {
      await assertContactChangeAllowed();
      const driver = await assertCurrentPassword(driverId, currentpass);
      if (driver.email === email) throw new AppError('EmailExists');
      if (await driversRepo.emailTaken(email)) throw new AppError('EmailExists');
      await codes.assertCanMessageEmail(email);
      const { token, subject } = await start(driverId, 'email', 'change', email);
      const code = await codes.issue('contact-email', subject, email, randomDigits(6));
      await messenger.send(messages.emailCode(email, code, '', language));
      return token;
    },

    /** `change` replaces the main phone and needs the current password; `add` adds a phone that is not main. */
    async sendPhoneCode(driverId: number, phone: string, action: 'change' | 'add', currentpass: string | undefined, language: TLanguage): Promise<string> {
      if (action === 'add') await assertContactChangeAllowed();
      if (action === 'change') await assertCurrentPassword(driverId, currentpass);
      const own = await driversRepo.phonesOf(driverId);
      if (own.some((p) => p.phone === phone)) throw new AppError('DoublePhone');
      if (await driversRepo.phoneTaken(phone)) throw new AppError('PhoneExists');
      await codes.assertCanMessagePhone(phone);
      const type = await confirmationType();
      const { token, subject } = await start(driverId, 'phone', action, phone);
      const code = randomDigits(type === 'Call' ? 4 : 6);
      const sent = await messenger.send(type === 'Call' ? messages.callCode(phone, code, language) : messages.smsCode(phone, code, language));
      await codes.issue('contact-phone', subject, phone, sent.code ?? code);
      return token;
    },

    /**
     * Applies the change named by `token` when `code` is right, then tells the old e-mail or main
     * phone. The change is taken in the statement that checks it still names the address the code
     * went to, and what is applied is the taken row: a resend in between (a new token) leaves
     * nothing to take, and no address but the code's is ever given to the driver.
     */
    async confirm(token: string, kind: 'email' | 'phone', code: string, language: TLanguage): Promise<void> {
      const subject = hashToken(token);
      const pending = await changes.pendingContactChange(subject, kind);
      if (!pending) throw new AppError('TokenNotFound');
      codes.assertTriesLeft(pending);
      const confirmed = await codes.verify(kind === 'email' ? 'contact-email' : 'contact-phone', subject, code, 'IncorrectCode', 'contact_change');
      const notice = await db.transaction().execute(async (trx) => {
        const change = await contactChangeRepo(trx).takeContactChange(subject, kind, confirmed);
        if (!change) throw new AppError('IncorrectCode');
        const repo = driverRepo(trx);
        let message: OutgoingMessage | null = null;
        if (kind === 'email') {
          if (await repo.emailTaken(change.value)) throw new AppError('EmailExists');
          const old = await repo.lockedEmailOf(change.driver_id);
          await repo.setEmail(change.driver_id, change.value);
          if (old && old !== change.value) message = messages.emailChanged(old, change.value, language);
        } else {
          if (await repo.phoneTaken(change.value)) throw new AppError('PhoneExists');
          /**
           * The phone's key decides between two drivers confirming it at once: both may have found
           * it free above, and the one whose row does not go in is told PhoneExists (the change,
           * and a main phone deleted for it, roll back with the transaction).
           */
          const give = async (isMain: boolean) => {
            if (!(await repo.addPhoneIfFree({ phone: change.value, driverId: change.driver_id, isMain, createdAt: now() }))) throw new AppError('PhoneExists');
          };
          if (change.action === 'change') {
            // The new phone becomes main and the old main phone is deleted.
            const old = await repo.removeMainPhoneOf(change.driver_id);
            await give(true);
            if (old) message = messages.mainPhoneChanged(old, change.value, language);
          } else {
            await give(false);
          }
          await phoneConfirmed.emit(trx, change.driver_id, change.value);
        }
        return message;
      });
      await notify(notice);
    },

    async deletePhone(driverId: number, phone: string): Promise<void> {
      const own = await driversRepo.phonesOf(driverId);
      const target = own.find((p) => p.phone === phone);
      if (!target) throw new AppError('ValidationError', { phone: 'InvalidFormat' });
      // The main phone is where codes go; it is changed, never just removed.
      if (target.is_main) throw new AppError('ValidationError', { phone: 'MainPhone' });
      await driversRepo.removePhone(driverId, phone);
    },

    /** Another of the driver's phones becomes main (current password needed); the old main phone is told. */
    async setMainPhone(driverId: number, phone: string, currentpass: string | undefined, language: TLanguage): Promise<void> {
      await assertCurrentPassword(driverId, currentpass);
      const old = await db.transaction().execute(async (trx) => {
        const repo = driverRepo(trx);
        const own = await repo.lockedPhonesOf(driverId);
        if (!own.some((p) => p.phone === phone)) throw new AppError('ValidationError', { phone: 'InvalidFormat' });
        const main = own.find((p) => p.is_main)?.phone;
        if (main === phone) return undefined;
        await repo.makeMainPhone(driverId, phone);
        return main;
      });
      if (old) await notify(messages.mainPhoneChanged(old, phone, language));
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
