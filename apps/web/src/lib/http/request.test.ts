import { afterEach, describe, expect, it, vi } from 'vitest';
import { onTokenError } from './token-errors.ts';
import { request } from './request.ts';

const respond = (body: unknown, init?: ResponseInit) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), init));

afterEach(() => vi.restoreAllMocks());

describe('request', () => {
  it('sends bodies form-encoded under the city base and parses a JSON answer', async () => {
    const fetch = respond({ status: 'ok', id: 7 });
    const answer = await request('/api/x', { method: 'POST', body: { login: 'a@b.ru', list: [1, 2], skip: undefined } });
    expect(answer).toEqual({ status: 'ok', id: 7 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/city/perm/api/x');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(String(init?.body)).toBe('login=a%40b.ru&list=%5B1%2C2%5D');
  });

  it('sends JSON when asked and builds the query string', async () => {
    const fetch = respond({ status: 'ok' });
    await request('/api/y', { method: 'PUT', json: true, body: { a: 1 }, query: { token: 't', empty: undefined } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/city/perm/api/y?token=t');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('keeps a non-JSON 200 answer as text', async () => {
    respond('plain text');
    expect(await request('/api/text')).toBe('plain text');
  });

  it('reports token errors in a 200 answer', async () => {
    respond({ status: 'error', errorName: 'TokenExpired' });
    const seen: string[] = [];
    const stop = onTokenError((name) => seen.push(name));
    const answer = await request('/api/profile');
    stop();
    expect(seen).toEqual(['TokenExpired']);
    expect(answer).toEqual({ status: 'error', errorName: 'TokenExpired' });
  });

  it('turns a non-ok answer with errorMessage into an error object', async () => {
    respond({ errorMessage: 'Gateway is down' }, { status: 502 });
    expect(await request('/api/z')).toEqual({ status: 'error', errorName: 'UnknownError', errorMessage: 'Gateway is down', httpStatus: 502 });
  });

  it('resolves a network failure to false with a warning', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await request('/api/down')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});
