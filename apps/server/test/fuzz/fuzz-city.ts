/**
 * The fuzz suite, one test file per city so that the workers share them: every route of every demo
 * city gets malformed values (missing, empty, NUL and
 * other control characters, huge and negative numbers, a 1 MB text, arrays, objects, broken JSON) in
 * its query and its form or JSON body, once without a token and once signed in as a demo driver (on
 * the operator's desk as the demo operator; the token in the fields and in the Authorization header)
 * so that the malformed fields are reached after the token check. Routes are taken from the server
 * as it registers them, so a route added later is fuzzed without a change here.
 *
 * Skipped: HEAD routes (Fastify's automatic mirrors of the GET routes) and the web app's static
 * files and history fallback, which are not registered at all since the test server has no built
 * web app. Every other route, /healthz included, is fuzzed.
 *
 * What is asserted is written at `Expectation` in fuzz-cases.ts: control characters, broken JSON and
 * oversized bodies have one exact answer on every route; other values must give no 5xx and the
 * contract's answer shape (a route may answer a business error such as TokenNotFound when it checks
 * something else first, or ok when the value is valid for it, e.g. "-1" as a name), and a refused
 * call writes no row (row counts of every table, before and after each call, kept by triggers:
 * row-counts.ts).
 */
import type { RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { isErrorName } from '@city-parking/contract/errors/error-names';
import { tokenRepo } from '../../src/modules/auth/token-repo.ts';
import { tokenService } from '../../src/modules/auth/token-service.ts';
import { buildServer } from '../../src/server.ts';
import { createTestCity } from '../helpers/create-test-city.ts';
import { contractRequestFields } from './contract-fields.ts';
import { errorStatusOf, expectationOn, FILE_ROUTES, FUZZ_CASES, isTokenFirst, VARIANT_ROUTES, type FuzzCase, type Place } from './fuzz-cases.ts';
import { rowCounter, rowCounts, tableNames, type RowCounts } from './row-counts.ts';
import { sendCase, type FuzzAnswer } from './send-case.ts';

/**
 * Tables a refused call may write by design, left out of the "nothing changed" comparison:
 * login_failure and captcha_challenge record failed sign-ins (a malformed login is still a failed
 * attempt, counted so that guessing gets a captcha); rate_limit_window counts every request of a
 * limited route on PostgreSQL, refused or not, as the limit must.
 */
const WRITTEN_BY_REFUSALS = new Set(['login_failure', 'captcha_challenge', 'rate_limit_window']);

/** The corporate cabinet's own routes, which take a coop token (the demo company's). */
const CORPORATE = /\/api\/(corp-profile\/|profile\/ts\/)/;

/** Pages the server writes itself for people (HTML), not JSON answers. */
const PAGE = /\/(dev\/outbox\.html|sandbox\/pay\/:id)$/;

const FIELDS = await contractRequestFields();

let requestNumber = 0;
/** A new client address per request, so the per-address rate limits never answer in place of the route. */
const nextIp = () => {
  requestNumber += 1;
  return `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
};

function fieldsFor(fuzz: FuzzCase, token: string | undefined, valid: Record<string, string>): Record<string, unknown> {
  const signedIn = token ? { token, Token: token } : {};
  if (fuzz.value === undefined) return { ...valid, ...signedIn };
  // One field is enough to pass the body limit; the others would only make the request larger (on a
  // route with a larger limit too, where the 1 MB text must reach validation rather than the limit).
  const names = typeof fuzz.value === 'string' && fuzz.value.length >= 1024 * 1024 ? ['text'] : FIELDS;
  const fields = Object.fromEntries(names.map((name) => [name, fuzz.value]));
  return { ...fields, ...valid, ...signedIn };
}

/** The valid fields a route's cases are also sent with, if any. */
const variantsOf = (url: string) => Object.entries(VARIANT_ROUTES).find(([path]) => url.endsWith(path))?.[1];

/** The file route a URL is, if any. */
const fileRouteOf = (url: string) => Object.entries(FILE_ROUTES).find(([path]) => url.endsWith(path))?.[1];

/** What is wrong with an answer, or undefined when it is what the case expects. */
function problem(answer: FuzzAnswer, fuzz: FuzzCase, malformed: readonly string[], page: boolean, errorStatus: string, file?: RegExp): string | undefined {
  const { statusCode, json } = answer;
  if (statusCode >= 500) return `HTTP ${statusCode} ${JSON.stringify(json)}`;
  if (file && fuzz.expect === 'answer' && statusCode === 200 && file.test(answer.contentType)) return undefined;
  if (!json) return page && statusCode < 500 && answer.contentType.startsWith('text/html') ? undefined : `not JSON: HTTP ${statusCode} ${answer.contentType}`;
  const errorShape =
    json.status === errorStatus &&
    isErrorName(json.errorName) &&
    typeof json.userMessage === 'string' &&
    (errorStatus === 'error' || typeof json.errorMessage === 'string');
  if (fuzz.expect === 'tooLarge')
    return statusCode === 413 && json.errorName === 'PayloadTooLarge' && errorShape
      ? undefined
      : `expected 413 PayloadTooLarge, got ${statusCode} ${json.errorName}`;
  if (fuzz.expect === 'answer')
    return json.status === 'ok' || errorShape ? undefined : `not the contract's shape: ${statusCode} ${JSON.stringify(json).slice(0, 200)}`;
  if (!errorShape || json.errorName !== 'ValidationError' || statusCode !== 200) return `expected ValidationError, got ${statusCode} ${String(json.errorName)}`;
  if (fuzz.expect === 'named') {
    const unnamed = malformed.filter((field) => !json.fields?.[field]);
    if (unnamed.length > 0) return `ValidationError without the fields ${unnamed.slice(0, 5).join(', ')}`;
  }
  return undefined;
}

const changed = (before: RowCounts, after: RowCounts) =>
  Object.keys(after).filter((table) => !WRITTEN_BY_REFUSALS.has(table) && after[table] !== before[table]);

/** A path with each `:param` replaced by the case's value (text) or a harmless 1. */
const fillParams = (url: string, value: unknown) => url.replace(/:(\w+)/g, () => encodeURIComponent(typeof value === 'string' ? value : '1'));

/**
 * Demo data with YooKassa instead of the sandbox, so that its webhook is fuzzed too; its API is a
 * closed port, which a refused call must never reach.
 */
export const YOOKASSA_ENV = {
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: 'fuzz-shop',
  YOOKASSA_SECRET_KEY: 'fuzz-secret',
  YOOKASSA_API_URL: 'http://127.0.0.1:9/v3',
  PUBLIC_URL: 'https://parking.test',
};

/** Fuzzes every route of a demo city; answers what went wrong, one line per call. */
export async function fuzzCity(code: string, env: Record<string, string> = {}, mustCover?: string): Promise<string[]> {
  const base = await createTestCity({ city: code, env });
  const routes: RouteOptions[] = [];
  // The same database served by a second server that reports its routes as they are registered,
  // on the city's clock and without a job queue, as the test city's own server: a job's run (the
  // monthly reports go out early in a month) would write rows in the middle of a refused call.
  const app = await buildServer({
    config: base.config,
    cities: [{ city: base.city, db: base.db, changes: base.changes, close: async () => {} }],
    now: base.now,
    jobQueue: false,
    onRoute: (r) => routes.push({ ...r }),
  });
  await app.ready();
  const failures: string[] = [];
  try {
    const tables = await tableNames(base.db);
    // The tables refusals write are not compared, so not counted: each request would log a row.
    const counted = tables.filter((table) => !WRITTEN_BY_REFUSALS.has(table));
    const counts = await rowCounter(base.db, counted);
    const driver = await base.db.selectFrom('driver').select('id').where('email', '=', 'demo@parking.test').executeTakeFirstOrThrow();
    const operator = await base.db.selectFrom('operator').select('id').executeTakeFirstOrThrow();
    // Only some cities' demo has a company; elsewhere the corporate routes are fuzzed with a driver's token.
    const company = await base.db.selectFrom('company').select('id').executeTakeFirst();
    const tokens = tokenService(tokenRepo(base.db), base.now);
    const endpoints = routes.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((method) => ({ method, url: r.url })),
    );
    expect(endpoints.length).toBeGreaterThan(40);
    if (mustCover) expect(endpoints.map((e) => e.url)).toContain(base.api(mustCover));
    for (const path of Object.keys(FILE_ROUTES)) expect(endpoints.map((e) => e.url)).toContain(base.api(path));
    for (const endpoint of endpoints) {
      // A fresh token per route: a route such as logout may revoke the one before. The operator's
      // desk takes an operator's token, the corporate cabinet a company's, every other route a driver's.
      const token = endpoint.url.includes('/api/operator/')
        ? await tokens.issue('operator', operator.id)
        : CORPORATE.test(endpoint.url) && company
          ? await tokens.issue('coop', company.id)
          : await tokens.issue('standart', driver.id);
      let before = await counts();
      const bodyless = endpoint.method === 'GET';
      const file = fileRouteOf(endpoint.url);
      const cases = FUZZ_CASES.map((c) => expectationOn(endpoint.url, c));
      const tokenFirst = isTokenFirst(endpoint.url);
      const variants = file?.variants ?? variantsOf(endpoint.url) ?? [{}];
      for (const [fuzz, valid] of cases.flatMap((c) => variants.map((v) => [c, v] as const))) {
        for (const place of fuzz.places as Place[]) {
          if (place !== 'query' && bodyless) continue;
          // Refusals before any route runs (control characters, broken JSON, size) need no signed-in
          // variant, except where the token is checked first: there only a signed-in call reaches them.
          for (const signedIn of fuzz.expect === 'answer' || tokenFirst ? [false, true] : [false]) {
            const fields = fieldsFor(fuzz, signedIn ? token : undefined, valid);
            const malformed = Object.keys(fields).filter((f) => !(signedIn && (f === 'token' || f === 'Token')) && !(f in valid));
            const url = fillParams(endpoint.url, place === 'query' ? fuzz.value : '1');
            const authorization = signedIn ? token : undefined;
            const answer = await sendCase(app, { method: endpoint.method, url, ip: nextIp(), authorization }, place, fields, fuzz);
            const label = `${endpoint.method} ${endpoint.url} ${fuzz.name} in ${place}${signedIn ? ' (signed in)' : ''}${variants.length > 1 ? ` ${JSON.stringify(valid)}` : ''}`;
            const errorStatus = errorStatusOf(endpoint.url);
            const wrong =
              tokenFirst && !signedIn
                ? answer.json?.errorName === 'TokenNotFound' && answer.statusCode === 200
                  ? undefined
                  : `expected TokenNotFound before the body, got ${answer.statusCode} ${String(answer.json?.errorName)}`
                : problem(answer, fuzz, malformed, PAGE.test(endpoint.url), errorStatus, file?.contentType);
            if (wrong) failures.push(`${label}: ${wrong}`);
            const isError = answer.json?.status === errorStatus || answer.statusCode >= 400;
            const after = await counts();
            const tablesChanged = changed(before, after);
            if (isError && tablesChanged.length > 0) failures.push(`${label}: refused, yet wrote to ${tablesChanged.join(', ')}`);
            before = after;
          }
        }
      }
    }
    // The triggers' counts are the tables' own: nothing written went past them.
    expect(await counts()).toEqual(await rowCounts(base.db, counted));
  } finally {
    await app.close();
    await base.close();
  }
  return failures;
}
