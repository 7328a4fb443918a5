import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The city's Ed25519 key that signs its receipts. */
export interface ReceiptSigner {
  /** The signature of `text` (UTF-8), base64url. */
  sign(text: string): Promise<string>;
  /** True when `signature` is the city key's signature of `text`. */
  verify(text: string, signature: string): Promise<boolean>;
  /** The public key as its 32 raw bytes in base64url (a JWK's `x`): what WebCrypto imports as `raw`. */
  publicKey(): Promise<string>;
}

function ed25519(key: KeyObject, where: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${where} is not an Ed25519 private key`);
  return key;
}

function configuredKey(file: string): KeyObject {
  try {
    return ed25519(createPrivateKey(readFileSync(file)), file);
  } catch (error) {
    throw new Error(`RECEIPT_SIGNING_KEYS_DIR: ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The configured key (`<dir>/<city>.pem`, PKCS#8) in production; in demo mode and tests, a key the
 * city makes once and keeps in its database (of two servers starting at once, the first one's wins).
 */
export function receiptSigner({
  db,
  city,
  keysDir,
  now,
}: {
  db: Kysely<Database>;
  city: string;
  keysDir: string | undefined;
  /** The server's clock, which dates a key made here. */
  now: () => Date;
}): ReceiptSigner {
  // A configured key is read now, so that a missing or wrong file stops start-up.
  let loaded: Promise<KeyObject> | undefined = keysDir ? Promise.resolve(configuredKey(path.join(keysDir, `${city}.pem`))) : undefined;

  async function storedKey(): Promise<KeyObject> {
    const made = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db
      .insertInto('receipt_signing_key')
      .values({ id: 1, private_key: made, created_at: now() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await db.selectFrom('receipt_signing_key').select('private_key').where('id', '=', 1).executeTakeFirstOrThrow();
    return ed25519(createPrivateKey(row.private_key), 'the stored receipt key');
  }

  function privateKey(): Promise<KeyObject> {
    if (!loaded) {
      loaded = storedKey();
      // A failed load is tried again next time rather than kept.
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  }

  return {
    async sign(text) {
      return sign(null, Buffer.from(text, 'utf8'), await privateKey()).toString('base64url');
    },
    async verify(text, signature) {
      return verify(null, Buffer.from(text, 'utf8'), createPublicKey(await privateKey()), Buffer.from(signature, 'base64url'));
    },
    async publicKey() {
      const jwk = createPublicKey(await privateKey()).export({ format: 'jwk' });
      return jwk.x ?? '';
    },
  };
}
