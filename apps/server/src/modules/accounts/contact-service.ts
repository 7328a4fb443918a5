import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_TTL_MS, type TConfirmationType } from '@city-parking/contract/auth/registration';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { hashToken } from '../auth/token-service.ts';
import { adoptGuestOperations } from '../sessions/guest-operations.ts';
import { codeService, randomDigits } from './codes.ts';
import { driverRepo } from './driver-repo.ts';
import { messages } from './messages.ts';


interface Deps {
  db: Kysely<Database>;
  messenger: Messenger;
  confirmationType: () => Promise<TConfirmationType>;
  now?: () => Date;
}

/**
 * A signed-in driver's new e-mail or phone: a code goes to the new address and the change is made
 * only when it comes back. The answer's token names the pending change for confirm-email/-phone.
 */
export function contactService({ db, messenger, confirmationType, now = () => new Date() }: Deps) {
  const codes = codeService(db, messenger, now);
  const drivers = driverRepo(db);

  async function start(driverId: number, kind: 'email' | 'phone', action: 'change' | 'add', value: string): Promise<{ token: string; subject: string }> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await db
      .insertInto('contact_change')
      .values({ token_hash: hashToken(token), driver_id: driverId, kind, action, value, created_at: at, expires_at: new Date(at.getTime() + CODE_TTL_MS) })
      .execute();
    return { token, subject: hashToken(token) };
  }

  return {
    async owns(token: string): Promise<boolean> {
      return (await db.selectFrom('contact_change').select('token_hash').where('token_hash', '=', hashToken(token)).executeTakeFirst()) !== undefined;
    },

    async sendEmailCode(driverId: number, email: string, language: TLanguage): Promise<string> {
      const driver = await drivers.findById(driverId);
      if (driver?.email === email) throw new AppError('EmailExists');
      if (await drivers.emailTaken(email)) throw new AppError('EmailExists');
      const { token, subject } = await start(driverId, 'email', 'change', email);
      const code = await codes.issue('contact-email', subject, email, randomDigits(6));
      await messenger.send(messages.emailCode(email, code, '', language));
      return token;
    },

    async sendPhoneCode(driverId: number, phone: string, action: 'change' | 'add', language: TLanguage): Promise<string> {
      const own = await drivers.phonesOf(driverId);
      if (own.some((p) => p.phone === phone)) throw new AppError('DoublePhone');
      if (await drivers.phoneTaken(phone)) throw new AppError('PhoneExists');
      await codes.assertCanMessagePhone(phone);
      const type = await confirmationType();
      const { token, subject } = await start(driverId, 'phone', action, phone);
      const code = randomDigits(type === 'Call' ? 4 : 6);
      const sent = await messenger.send(type === 'Call' ? messages.callCode(phone, code, language) : messages.smsCode(phone, code, language));
      await codes.issue('contact-phone', subject, phone, sent.code ?? code);
      return token;
    },

    /** Applies the change named by `token` when `code` is right. */
    async confirm(token: string, kind: 'email' | 'phone', code: string): Promise<void> {
      const subject = hashToken(token);
      const change = await db.selectFrom('contact_change').selectAll().where('token_hash', '=', subject).where('kind', '=', kind).executeTakeFirst();
      if (!change) throw new AppError('TokenNotFound');
      await codes.verify(kind === 'email' ? 'contact-email' : 'contact-phone', subject, code);
      await db.transaction().execute(async (trx) => {
        const repo = driverRepo(trx);
        if (kind === 'email') {
          if (await repo.emailTaken(change.value)) throw new AppError('EmailExists');
          await trx.updateTable('driver').set({ email: change.value }).where('id', '=', change.driver_id).execute();
        } else {
          if (await repo.phoneTaken(change.value)) throw new AppError('PhoneExists');
          if (change.action === 'change') {
            // The new phone becomes main and the old main phone is deleted.
            await trx.deleteFrom('driver_phone').where('driver_id', '=', change.driver_id).where('is_main', '=', true).execute();
            await trx.insertInto('driver_phone').values({ phone: change.value, driver_id: change.driver_id, is_main: true }).execute();
          } else {
            await trx.insertInto('driver_phone').values({ phone: change.value, driver_id: change.driver_id, is_main: false }).execute();
          }
          await adoptGuestOperations(trx, change.driver_id, change.value);
        }
        await trx.deleteFrom('contact_change').where('token_hash', '=', subject).execute();
      });
    },

    async deletePhone(driverId: number, phone: string): Promise<void> {
      const own = await drivers.phonesOf(driverId);
      const target = own.find((p) => p.phone === phone);
      if (!target) throw new AppError('ValidationError', { phone: 'InvalidFormat' });
      // The main phone is where codes go; it is changed, never just removed.
      if (target.is_main) throw new AppError('ValidationError', { phone: 'MainPhone' });
      await db.deleteFrom('driver_phone').where('driver_id', '=', driverId).where('phone', '=', phone).execute();
    },

    async setMainPhone(driverId: number, phone: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const own = await trx.selectFrom('driver_phone').select(['phone']).where('driver_id', '=', driverId).forUpdate().execute();
        if (!own.some((p) => p.phone === phone)) throw new AppError('ValidationError', { phone: 'InvalidFormat' });
        await trx.updateTable('driver_phone').set({ is_main: false }).where('driver_id', '=', driverId).where('is_main', '=', true).execute();
        await trx.updateTable('driver_phone').set({ is_main: true }).where('driver_id', '=', driverId).where('phone', '=', phone).execute();
      });
    },
  };
}
