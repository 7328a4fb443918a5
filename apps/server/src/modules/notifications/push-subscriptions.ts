import type { Kysely } from 'kysely';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { setNoticeLanguage } from '../accounts/notice-recipient-repo.ts';
import { pushEndpointUrl, type PushServices } from './push-services.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** Browsers one driver may keep subscribed; the oldest goes when one more is added. */
export const MAX_SUBSCRIPTIONS = 10;

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The driver's browsers that take web push, and the public key they subscribe with. */
export function pushSubscriptions({ db, vapid, services, now }: { db: Kysely<Database>; vapid: VapidKeys; services: PushServices; now: () => Date }) {
  return {
    /** The VAPID public key; empty where web push is off, which the web shows as unavailable. */
    async publicKey(): Promise<string> {
      return (await vapid.details())?.publicKey ?? '';
    },

    /**
     * Saves this browser's subscription for the driver (a browser given to another driver moves to
     * them). The server posts to the endpoint, so only a listed push service is taken (push-services.ts),
     * in demo mode too.
     */
    async save(driverId: number, subscription: NewSubscription, language: TLanguage): Promise<void> {
      if (!(await vapid.details())) throw new AppError('NotFound');
      if (!pushEndpointUrl(subscription.endpoint, services)) throw new AppError('ValidationError', { endpoint: 'InvalidFormat' });
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('push_subscription')
          .values({ driver_id: driverId, ...subscription, created_at: now() })
          .onConflict((oc) => oc.column('endpoint').doUpdateSet({ driver_id: driverId, p256dh: subscription.p256dh, auth: subscription.auth }))
          .execute();
        await trx
          .deleteFrom('push_subscription')
          .where('driver_id', '=', driverId)
          .where(
            'id',
            'not in',
            trx.selectFrom('push_subscription').select('id').where('driver_id', '=', driverId).orderBy('id', 'desc').limit(MAX_SUBSCRIPTIONS),
          )
          .execute();
        // Notices are written in the language the driver uses the app in.
        await setNoticeLanguage(trx, driverId, language);
      });
    },

    /** Forgets this browser's subscription, if it is the driver's. */
    async remove(driverId: number, endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscription').where('driver_id', '=', driverId).where('endpoint', '=', endpoint).execute();
    },
  };
}
export type PushSubscriptions = ReturnType<typeof pushSubscriptions>;
