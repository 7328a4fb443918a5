import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCity, type TestCity } from '../helpers/create-test-city.ts';

let city: TestCity;
/** What every document answer carries. */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-xss-protection',
];
/** Those of them a script or a stylesheet acts on. */
const FILE_HEADERS = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy'];
let dist: string;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-AbCdEf12.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'city-parking-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets/index-AbCdEf12.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets/index-AbCdEf12.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'assets/intl-warm-up.worker-AbCdEf12.js'), SCRIPT);
  city = await createTestCity({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await city.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html for app routes with no-cache and a CSP without inline scripts', async () => {
    for (const url of ['/', '/news/3', '/en/pages/personal-data-rules', '/no-such-page']) {
      const response = await city.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // A payment document prints from a frame holding its PDF by a blob: address; plugins stay off.
      expect(csp).toContain("frame-src 'self' blob:");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends the same security headers on pages, API answers, errors and workers', async () => {
    const page = await city.app.inject({ url: '/' });
    const expected = Object.fromEntries(DOCUMENT_HEADERS.map((name) => [name, page.headers[name]]));
    expect(Object.values(expected).every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
    const elsewhere = [city.api('/api/info/get-map-info/v3'), city.api('/api/nothing'), city.api('/assets/index-AbCdEf12.js')];
    for (const url of ['/assets/intl-warm-up.worker-AbCdEf12.js', ...elsewhere]) {
      const response = await city.app.inject({ url });
      expect(Object.fromEntries(DOCUMENT_HEADERS.map((name) => [name, response.headers[name]])), url).toEqual(expected);
    }
  });

  it('sends hashed scripts and styles only the security headers that act on them', async () => {
    const page = await city.app.inject({ url: '/' });
    const response = await city.app.inject({ url: '/assets/index-AbCdEf12.js' });
    expect(response.statusCode).toBe(200);
    for (const name of FILE_HEADERS) expect(response.headers[name], name).toBe(page.headers[name]);
    for (const name of DOCUMENT_HEADERS.filter((header) => !FILE_HEADERS.includes(header))) expect(response.headers[name], name).toBeUndefined();
  });

  it('answers HEAD on app routes and files like GET, without a body', async () => {
    for (const url of ['/', '/news', '/en/profile/parking', '/favicon.svg']) {
      const get = await city.app.inject({ url });
      const head = await city.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
      expect(head.body).toBe('');
    }
    expect((await city.app.inject({ method: 'HEAD', url: '/assets/missing-12345678.js' })).statusCode).toBe(404);
    expect((await city.app.inject({ method: 'HEAD', url: city.api('/api/nothing') })).statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and precompressed when the browser accepts gzip', async () => {
    const response = await city.app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(gzipSync(SCRIPT));
  });

  it('revalidates files without a hash and answers 404 for missing files instead of the app', async () => {
    expect((await city.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    const missing = await city.app.inject({ url: '/assets/missing-12345678.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('refusals outside the city APIs', () => {
  it('answers control characters in a query of the web app or /healthz with ValidationError, not a fault', async () => {
    for (const url of ['/healthz?x=%00', '/favicon.svg?v=%1B', '/news/3?q=%00']) {
      const response = await city.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: expect.any(Object) });
    }
  });
});

describe('the city back ends', () => {
  it('answers health with the mounted cities', async () => {
    expect((await city.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', cities: ['perm'] });
  });

  it('answers an unknown call of a city with a JSON NotFound, never the app', async () => {
    const response = await city.app.inject({ url: city.api('/api/nothing') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
  });

  it('turns a malformed JSON body into ValidationError, not a fault', async () => {
    const response = await city.app.inject({
      method: 'POST',
      url: city.api('/api/auth/logout'),
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
  });
});
