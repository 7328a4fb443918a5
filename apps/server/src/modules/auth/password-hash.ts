import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { concurrencyLimit } from './concurrency-limit.ts';

/**
 * scrypt runs on libuv's thread pool (4 threads), which file and DNS work share. One computation per
 * core (at most 4) at a time and HASH_QUEUE waiting; beyond that the call answers TooManyRequests,
 * so a burst of wrong passwords cannot stall sign-in, registration and everything else for everyone.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));
export const HASH_QUEUE = 16;
export const hashing = concurrencyLimit({ concurrency: HASH_CONCURRENCY, queue: HASH_QUEUE });

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  hashing.run(
    () => new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)))),
  );

/** 2^17 iterations: about 100 ms on one core, the OWASP floor for scrypt. */
const COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; the default 32 MB ceiling is below what N = 2^17 asks.
const maxmemFor = (cost: number, blockSize: number) => 256 * cost * blockSize;

/** `scrypt$N$r$p$salt$key`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmemFor(cost, BLOCK_SIZE) });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const cost = Number(n);
  const blockSize = Number(r);
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: cost,
    r: blockSize,
    p: Number(p),
    maxmem: maxmemFor(cost, blockSize),
  });
  return timingSafeEqual(actual, expected);
}
