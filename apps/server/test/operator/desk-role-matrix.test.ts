/**
 * Every desk route × every staff role, and the tokens of the other kinds of caller: each is refused
 * or let through as the route declares (its `staffRoles`). Routes are taken from the server as it
 * registers them, so a desk route added later without declared roles, or without a sample call
 * here, fails this test instead of being forgotten.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { addOperator } from '../../src/modules/operator/add-operator.ts';
import { demoOperator } from '../../src/modules/operator/seed/seed-operators.ts';
import { buildServer } from '../../src/server.ts';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';
import { nextAddress } from './desk-calls.ts';

/** A valid input of each desk route, harmless when let through (it names nothing that exists, or an e-mail that is taken). */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'GET /api/operator/appeals/v1': {},
  'GET /api/operator/thread/v1': { idAppeal: '999999' },
  'GET /api/operator/fine-evidence/v1': { idAppeal: '999999' },
  'POST /api/operator/reply/v1': { idAppeal: '999999', message: 'Проверка' },
  'POST /api/operator/status/v1': { idAppeal: '999999', status: 'completed' },
  'POST /api/operator/fines/import/v1': { format: 'json', content: '' },
  'GET /api/operator/fines/v1': {},
  'POST /api/operator/bank-statements/import/v1': { fileName: 'x.txt', content: '' },
  'GET /api/operator/bank-statements/v1': {},
  'GET /api/operator/me/v1': {},
  'GET /api/operator/staff/v1': {},
  'POST /api/operator/staff/v1': { email: demoOperator('perm').email, name: 'Проверка', roles: ['content'] },
  'POST /api/operator/staff/roles/v1': { operatorId: '999999', roles: ['content'] },
  'POST /api/operator/staff/disable/v1': { operatorId: '999999' },
  'POST /api/operator/staff/enable/v1': { operatorId: '999999' },
  'POST /api/operator/staff/second-factor/reset/v1': { operatorId: '999999' },
  'GET /api/operator/audit/v1': {},
  'GET /api/operator/audit/export/v1': { from: '2000-01-01', to: '2000-01-01' },
  'GET /api/operator/drivers/v1': { query: 'nobody@parking.test' },
  'GET /api/operator/drivers/card/v1': { id: '999999' },
  'POST /api/operator/drivers/block/v1': { driverId: '999999', reason: 'Проверка' },
  'POST /api/operator/drivers/unblock/v1': { driverId: '999999', reason: 'Проверка' },
};

/** What the roles of today's desk must be; a change to a route's roles is a decision to make here too. */
const DECLARED: Record<string, readonly TStaffRole[] | 'public'> = {
  'POST /api/operator/login/v1': 'public',
  'POST /api/operator/logout/v1': 'public',
  'POST /api/operator/staff/setup/v1': 'public',
  'POST /api/operator/login/code/v1': 'public',
  'POST /api/operator/login/enrol/v1': 'public',
  'GET /api/operator/appeals/v1': ['support'],
  'GET /api/operator/thread/v1': ['support'],
  'GET /api/operator/fine-evidence/v1': ['support'],
  'POST /api/operator/reply/v1': ['support'],
  'POST /api/operator/status/v1': ['support'],
  'POST /api/operator/fines/import/v1': ['fines'],
  'GET /api/operator/fines/v1': ['fines'],
  'POST /api/operator/bank-statements/import/v1': ['finance'],
  'GET /api/operator/bank-statements/v1': ['finance'],
  'GET /api/operator/me/v1': STAFF_ROLES,
  'GET /api/operator/staff/v1': ['admin'],
  'POST /api/operator/staff/v1': ['admin'],
  'POST /api/operator/staff/roles/v1': ['admin'],
  'POST /api/operator/staff/disable/v1': ['admin'],
  'POST /api/operator/staff/enable/v1': ['admin'],
  'POST /api/operator/staff/second-factor/reset/v1': ['admin'],
  'GET /api/operator/audit/v1': ['admin'],
  'GET /api/operator/audit/export/v1': ['admin'],
  'GET /api/operator/drivers/v1': ['support', 'finance'],
  'GET /api/operator/drivers/card/v1': ['support', 'finance'],
  'POST /api/operator/drivers/block/v1': ['support'],
  'POST /api/operator/drivers/unblock/v1': ['support'],
};

let base: TestCity;
const routes: RouteOptions[] = [];
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  base = await createTestCity();
  app = await buildServer({
    config: base.config,
    cities: [{ city: base.city, db: base.db, changes: base.changes, close: async () => {} }],
    onRoute: (r) => routes.push({ ...r }),
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await base?.close();
});

/** The desk's routes as `METHOD /path` (without the city's prefix), with their declared roles. */
function deskRoutes() {
  const prefix = base.api('');
  return routes
    .filter((r) => r.url.startsWith(`${prefix}/api/operator/`))
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((method) => ({ method, route: r })))
    .map(({ method, route }) => ({ key: `${method} ${route.url.slice(prefix.length)}`, method, url: route.url, roles: route.config?.staffRoles }));
}

async function call(method: string, url: string, fields: Record<string, unknown>, token: string | undefined) {
  const response = await app.inject({
    method: method as 'GET' | 'POST',
    url: method === 'GET' ? `${url}?${new URLSearchParams(fields as Record<string, string>).toString()}` : url,
    remoteAddress: nextAddress(),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(fields) } : {}),
  });
  const type = String(response.headers['content-type'] ?? '');
  return type.startsWith('application/json') ? (response.json() as { status: string; errorName?: string }) : { status: 'ok' };
}

describe('the desk’s role matrix', () => {
  it('every desk route declares its roles, as the table above names them', () => {
    const declared = Object.fromEntries(deskRoutes().map(({ key, roles }) => [key, roles]));
    const undeclared = Object.entries(declared).filter(([, roles]) => roles === undefined || (Array.isArray(roles) && roles.length === 0));
    expect(undeclared.map(([key]) => key)).toEqual([]);
    expect(declared).toEqual(DECLARED);
  });

  it('lets each role through only where declared; driver, company, guest and no token are refused everywhere', { timeout: 300_000 }, async () => {
    const tokens = tokenService(tokenRepo(base.db), base.now);
    const members = await Promise.all(
      STAFF_ROLES.map(async (role) => {
        const id = await addOperator(base.db, { email: `matrix-${role}@perm.test`, name: role, password: 'secret77', roles: [role] });
        return { role, id };
      }),
    );
    const disabled = await addOperator(base.db, { email: 'matrix-off@perm.test', name: 'off', password: 'secret77', roles: STAFF_ROLES });
    await base.db.updateTable('operator').set({ disabled: true }).where('id', '=', disabled).execute();
    const driver = await base.db.selectFrom('driver').select('id').where('email', '=', 'demo@parking.test').executeTakeFirstOrThrow();
    const strangers = {
      driver: await tokens.issue('standart', Number(driver.id)),
      company: await tokens.issue('coop', 1),
      guest: await tokens.issue('guest', null),
      'disabled member': await tokens.issue('operator', disabled),
      'no token': undefined,
    };
    const wrong: string[] = [];
    for (const { key, method, url, roles } of deskRoutes()) {
      if (roles === 'public') continue;
      const sample = SAMPLES[key];
      if (!sample) {
        wrong.push(`${key}: no sample call in SAMPLES`);
        continue;
      }
      for (const { role, id } of members) {
        const answer = await call(method, url, sample, await tokens.issue('operator', id));
        const allowed = roles!.includes(role);
        const refused = answer.errorName === 'StaffRoleRequired' || answer.errorName === 'TokenNotFound';
        if (allowed && refused) wrong.push(`${key} as ${role}: refused with ${answer.errorName}`);
        if (!allowed && answer.errorName !== 'StaffRoleRequired')
          wrong.push(`${key} as ${role}: expected StaffRoleRequired, got ${answer.status} ${answer.errorName}`);
      }
      for (const [who, token] of Object.entries(strangers)) {
        const answer = await call(method, url, sample, token);
        if (answer.errorName !== 'TokenNotFound') wrong.push(`${key} as ${who}: expected TokenNotFound, got ${answer.status} ${answer.errorName}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a staff token is refused by the routes of drivers, companies and guests', async () => {
    const tokens = tokenService(tokenRepo(base.db), base.now);
    const admin = await base.db.selectFrom('operator').select('id').where('email', '=', demoOperator('perm').email).executeTakeFirstOrThrow();
    const token = await tokens.issue('operator', Number(admin.id));
    const profile = await app.inject({ method: 'GET', url: base.api(`/api/profile/get-profile?token=${token}`) });
    expect(profile.json()).toMatchObject({ errorName: 'TokenNotFound' });
    const company = await app.inject({ method: 'GET', url: base.api(`/api/corp-profile/get-profile?token=${token}`) });
    expect(company.json()).toMatchObject({ status: 'error' });
    const payment = await app.inject({ method: 'POST', url: base.api('/api/payment/start'), payload: { Token: token, Zone: '101', Duration: '60' } });
    expect(payment.json()).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
  });
});
