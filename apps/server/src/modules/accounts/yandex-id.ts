import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import { normalisePhone } from '@city-parking/contract/auth/fields';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { tokenService } from '../auth/token-service.ts';
import { driverRepo } from './driver-repo.ts';

/** The part of Yandex ID's user-info answer the service uses. */
const ZYandexUser = z.object({
  id: z.string().check(z.minLength(1)),
  default_email: z.optional(z.string()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  default_phone: z.optional(z.object({ number: z.string() })),
});

interface Deps {
  db: Kysely<Database>;
  tokens: ReturnType<typeof tokenService>;
  userInfoUrl: string;
  fetchImpl?: typeof fetch;
}

/**
 * Sign-in with a Yandex ID access token: the token is checked with the provider's user-info
 * endpoint, then the driver linked to that Yandex account (or with its e-mail) is signed in, or a
 * new driver without a password is created.
 */
export function yandexIdService({ db, tokens, userInfoUrl, fetchImpl = fetch }: Deps) {
  async function userOf(accessToken: string) {
    let response: Response;
    try {
      response = await fetchImpl(userInfoUrl, { headers: { Authorization: `OAuth ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new AppError('YandexLoginError');
    }
    if (!response.ok) throw new AppError('YandexLoginError');
    const parsed = ZYandexUser.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new AppError('YandexLoginError');
    return parsed.data;
  }

  return {
    async signIn(accessToken: string): Promise<string> {
      const user = await userOf(accessToken);
      const email = user.default_email?.trim().toLowerCase() || null;
      const driverId = await db.transaction().execute(async (trx) => {
        const repo = driverRepo(trx);
        const linked = await trx.selectFrom('driver').select('id').where('yandex_id', '=', user.id).executeTakeFirst();
        if (linked) return linked.id;
        const byEmail = email ? await repo.findByEmail(email) : undefined;
        if (byEmail) {
          await trx.updateTable('driver').set({ yandex_id: user.id }).where('id', '=', byEmail.id).execute();
          return byEmail.id;
        }
        const { id } = await trx
          .insertInto('driver')
          .values({ email, first_name: user.first_name ?? '', last_name: user.last_name ?? '', password_hash: null, yandex_id: user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        const phone = user.default_phone ? normalisePhone(user.default_phone.number) : null;
        if (phone && !(await repo.phoneTaken(phone))) await trx.insertInto('driver_phone').values({ phone, driver_id: id, is_main: true }).execute();
        return id;
      });
      return tokens.issue('standart', driverId);
    },
  };
}
