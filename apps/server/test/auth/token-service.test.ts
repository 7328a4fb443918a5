import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type OpenDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { TOKEN_POLICY } from '../../src/modules/auth/token-policy.ts';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { hashToken, tokenService } from '../../src/modules/auth/token-service.ts';

let database: OpenDatabase;
let clock = new Date('2026-11-01T10:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  database = await createDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
});
afterAll(() => database.close());

const service = () => tokenService(tokenRepo(database.db), () => clock);
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { errorName?: string }) => error.errorName,
  );

describe('tokenService', () => {
  it('issues 256-bit tokens and stores only their hash', async () => {
    const token = await service().issue('standart', 42);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.db.selectFrom('auth_token').selectAll().execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
  });

  it('resolves the owner of a token of an accepted kind', async () => {
    const token = await service().issue('standart', 7);
    expect(await service().resolve(token, ['standart'])).toEqual({ userType: 'standart', subjectId: 7 });
  });

  it('answers TokenNotFound for an unknown, empty or other-kind token', async () => {
    const guest = await service().issue('guest', null);
    expect(await errorOf(service().resolve('nope', ['standart']))).toBe('TokenNotFound');
    expect(await errorOf(service().resolve(undefined, ['standart']))).toBe('TokenNotFound');
    expect(await errorOf(service().resolve(guest, ['standart']))).toBe('TokenNotFound');
  });

  it('expires a token left idle, and keeps one in use alive', async () => {
    const idle = await service().issue('guest', null);
    const used = await service().issue('guest', null);
    const half = TOKEN_POLICY.guest.idleMs / 2 + 1;
    advance(half);
    await service().resolve(used, ['guest']);
    advance(half);
    expect(await errorOf(service().resolve(idle, ['guest']))).toBe('TokenExpired');
    expect(await service().resolve(used, ['guest'])).toEqual({ userType: 'guest', subjectId: null });
  });

  it('expires a token at its absolute limit however often it is used', async () => {
    const token = await service().issue('coop', 3);
    const step = TOKEN_POLICY.coop.idleMs - 1000;
    for (let spent = 0; spent < TOKEN_POLICY.coop.absoluteMs; spent += step) {
      advance(step);
      if (spent + step < TOKEN_POLICY.coop.absoluteMs) await service().resolve(token, ['coop']);
    }
    expect(await errorOf(service().resolve(token, ['coop']))).toBe('TokenExpired');
  });

  it('revokes one token, or every token of a subject but the one spared', async () => {
    const a = await service().issue('standart', 9);
    const b = await service().issue('standart', 9);
    const c = await service().issue('standart', 9);
    await service().revoke(a);
    expect(await errorOf(service().resolve(a, ['standart']))).toBe('TokenExpired');
    await service().revokeAllOf('standart', 9, c);
    expect(await errorOf(service().resolve(b, ['standart']))).toBe('TokenExpired');
    expect(await service().resolve(c, ['standart'])).toEqual({ userType: 'standart', subjectId: 9 });
  });
});
