import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import { normalisePhone } from '@city-parking/contract/auth/fields';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { tokenService } from '../auth/token-service.ts';
import { driverRepo } from './driver-repo.ts';
import type { loginService } from './login-service.ts';

/** The part of Yandex ID's user-info answer the service uses. */
const ZYandexUser = z.object({
  id: z.string().check(z.minLength(1)),
  /** The OAuth client the access token was issued to. */
  client_id: z.optional(z.string()),
  default_email: z.optional(z.string()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  default_phone: z.optional(z.object({ number: z.string() })),
});

interface Deps {
  db: Kysely<Database>;
  tokens: ReturnType<typeof tokenService>;
  logins: ReturnType<typeof loginService>;
  /** Our OAuth client: tokens issued to any other client are refused. */
  clientId: string;
  userInfoUrl: string;
  fetchImpl?: typeof fetch;
  now: () => Date;
}

/** The password (and captcha, when demanded) of the existing account, with the caller's address. */
export interface LinkProof {
  password: string;
  captcha?: string;
  ip: string;
}

/**
 * Sign-in with a Yandex ID access token: the token is checked with the provider's user-info
 * endpoint and must have been issued to our client (a token some other site obtained would
 * otherwise sign its holder in here). The driver linked to that Yandex account is signed in; an
 * account with its e-mail or phone is linked only once its own password proves the owner
 * (ConfirmLinkWithPassword until then); otherwise a new driver without a password is created.
 */
export function yandexIdService({ db, tokens, logins, clientId, userInfoUrl, fetchImpl = fetch, now }: Deps) {
  const driversRepo = driverRepo(db);

  async function userOf(accessToken: string) {
    let response: Response;
    try {
      response = await fetchImpl(userInfoUrl, { headers: { Authorization: `OAuth ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new AppError('YandexLoginError');
    }
    if (!response.ok) throw new AppError('YandexLoginError');
    const parsed = ZYandexUser.safeParse(await response.json().catch(() => null));
    if (!parsed.success || parsed.data.client_id !== clientId) throw new AppError('YandexLoginError');
    return parsed.data;
  }

  async function create(user: z.infer<typeof ZYandexUser>, email: string | null, phone: string | null): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('driver')
        .values({ email, first_name: user.first_name ?? '', last_name: user.last_name ?? '', password_hash: null, yandex_id: user.id, created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (phone && !(await driverRepo(trx).phoneTaken(phone)))
        await trx.insertInto('driver_phone').values({ phone, driver_id: id, is_main: true, created_at: now() }).execute();
      return id;
    });
  }

  return {
    async signIn(accessToken: string, proof?: LinkProof): Promise<string> {
      const user = await userOf(accessToken);
      const linked = await db.selectFrom('driver').select('id').where('yandex_id', '=', user.id).executeTakeFirst();
      if (linked) return tokens.issue('standart', linked.id);

      const email = user.default_email?.trim().toLowerCase() || null;
      const phone = user.default_phone ? normalisePhone(user.default_phone.number) : null;
      const byEmail = email ? await driversRepo.findByEmail(email) : undefined;
      const existing = byEmail ?? (phone ? await driversRepo.findByPhone(phone) : undefined);
      if (!existing) return tokens.issue('standart', await create(user, email, phone));

      // An account linked to another Yandex ID stays with it.
      if (existing.yandex_id) throw new AppError('YandexLoginError');
      if (!proof) throw new AppError('ConfirmLinkWithPassword');
      const login = byEmail ? email! : phone!;
      if ((await logins.confirmOwner(login, proof.password, proof.captcha, proof.ip)) !== existing.id) throw new AppError('YandexLoginError');
      const done = await db
        .updateTable('driver')
        .set({ yandex_id: user.id })
        .where('id', '=', existing.id)
        .where('yandex_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!done) throw new AppError('YandexLoginError');
      return tokens.issue('standart', existing.id);
    },
  };
}
export type YandexIdService = ReturnType<typeof yandexIdService>;
