import { describe, expect, it } from 'vitest';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { DEMO_DRIVERS } from '../../src/modules/accounts/seed/seed-accounts.ts';
import { seedFines } from '../../src/modules/fines/seed/seed-fines.ts';
import { testCities } from '../helpers/test-cities.ts';
import { finesOf, imageOf } from './fines-fixtures.ts';

const [perm] = testCities({ city: 'perm' });

describe('the demo seed', () => {
  it('gives the demo driver fines in several statuses, with photos, one covered by a paid session', async () => {
    const { id } = await perm.db.selectFrom('driver').select('id').where('email', '=', DEMO_DRIVERS[0].email).executeTakeFirstOrThrow();
    const driver = { id, token: await tokenService(tokenRepo(perm.db), perm.now).issue('standart', id) };
    const fines = await finesOf(perm, driver);
    expect(fines.map((f) => f.fineStatus).sort()).toEqual(['bailiff', 'cancelled', 'new', 'paid', 'sent', 'signed']);
    expect(fines.filter((f) => f.uin.startsWith('188'))).toHaveLength(1);
    // The parking fines carry the plate and STS of the driver's car: both are what finds them.
    expect(fines.filter((f) => f.uin.startsWith('0355')).map((f) => [f.grz, f.sts])).toEqual(Array(5).fill(['А123ВС159', '59АВ123456']));
    // Its session is not in the demo history: the evidence would show no payment, so none is offered.
    expect(fines.find((f) => f.fineStatus === 'cancelled')).toMatchObject({ coverage: { kind: 'session' }, evidence: false });
    for (const fine of fines) {
      expect(fine.imgSrc).not.toBe('');
      const image = await imageOf(perm, driver, fine.uin);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body).toContain(fine.grz);
    }
  });

  it('seeds only while the register is empty', async () => {
    const before = await perm.db
      .selectFrom('fine')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedFines(perm.db, perm.city, [DEMO_DRIVERS[0].email]);
    const after = await perm.db
      .selectFrom('fine')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
