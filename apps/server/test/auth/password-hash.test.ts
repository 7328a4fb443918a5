import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.ts';
import { HASH_CONCURRENCY, HASH_QUEUE, hashing, hashPassword, verifyPassword } from '../../src/modules/auth/password-hash.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('secret-1');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('secret-1', stored)).toBe(true);
    expect(await verifyPassword('secret-2', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats a malformed stored value as a mismatch', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('computes a few hashes at once, queues a few more and refuses the rest of a burst with TooManyRequests', async () => {
    const stored = await hashPassword('secret-1', 2 ** 14);
    const burst = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE + 5 }, (_, i) => verifyPassword(`guess-${i}`, stored));
    expect(hashing.load).toEqual({ running: HASH_CONCURRENCY, waiting: HASH_QUEUE });
    const results = await Promise.allSettled(burst);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toEqual(new AppError('TooManyRequests'));
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === false)).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE);
    // Drained: the next call runs at once.
    expect(hashing.load).toEqual({ running: 0, waiting: 0 });
    expect(await verifyPassword('secret-1', stored)).toBe(true);
  });
});
