import webpush from 'web-push';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The VAPID identity a push service checks: the key pair (base64url, as web-push makes it) and a contact. */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface VapidKeys {
  /** The key pair and contact, or null where web push is off (production without configured keys). */
  details(): Promise<VapidDetails | null>;
}

interface Options {
  db: Kysely<Database>;
  configured: { publicKey?: string | undefined; privateKey?: string | undefined; subject?: string | undefined };
  /** Without configured keys, whether the city makes a pair and keeps it (demo mode). */
  demo: boolean;
  publicUrl: string | undefined;
  /** The server's clock, which dates a pair made here. */
  now: () => Date;
}

/**
 * The configured pair in production; in demo mode and tests, a pair the city makes once and keeps in
 * its database (of two servers starting at once, the first one's wins), as the receipt key is kept.
 */
export function vapidKeys({ db, configured, demo, publicUrl, now }: Options): VapidKeys {
  // A push service writes to this contact when something is wrong with our messages.
  const subject = configured.subject ?? (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:noreply@parking.invalid');
  if (configured.publicKey && configured.privateKey) {
    // Checked now, so that a wrong key stops start-up rather than the first reminder.
    webpush.getVapidHeaders('https://push.example', subject, configured.publicKey, configured.privateKey, 'aes128gcm');
    const fixed = { subject, publicKey: configured.publicKey, privateKey: configured.privateKey };
    return { details: async () => fixed };
  }
  if (!demo) return { details: async () => null };

  let loaded: Promise<VapidDetails> | undefined;
  async function storedKeys(): Promise<VapidDetails> {
    const made = webpush.generateVAPIDKeys();
    await db
      .insertInto('web_push_key')
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: now() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await db.selectFrom('web_push_key').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirstOrThrow();
    return { subject, publicKey: row.public_key, privateKey: row.private_key };
  }
  return {
    details() {
      if (!loaded) {
        loaded = storedKeys();
        // A failed load is tried again next time rather than kept.
        loaded.catch(() => (loaded = undefined));
      }
      return loaded;
    },
  };
}
