import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_CACHE_MS } from '@city-parking/contract/parking/map-info';
import { getMapInfo, getMapPart } from './get-map-info.ts';

const info = (n: number) => ({ features: [], overAll: { total: n, free: 0, fordisabled: 0 }, times: { updatedAt: '2026-11-22T10:00:00Z' } });

afterEach(() => vi.restoreAllMocks());

describe('getMapInfo', () => {
  it('keeps the map for an hour, then revalidates with the ETag and reuses it on 304', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: 'ok', result: info(10) }), { headers: { etag: '"v1"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304 }));
    const start = Date.parse('2026-11-22T10:00:00Z');

    expect((await getMapInfo('ru', start)).overAll.total).toBe(10);
    expect((await getMapInfo('ru', start + MAP_CACHE_MS - 1)).overAll.total).toBe(10);
    expect(fetch).toHaveBeenCalledTimes(1);

    expect((await getMapInfo('ru', start + MAP_CACHE_MS + 1)).overAll.total).toBe(10);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('if-none-match')).toBe('"v1"');
  });

  it('asks for the first area, and keeps no partial answer of a big city', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        Promise.resolve(new Response(JSON.stringify({ status: 'ok', result: { ...info(5), partial: true } }), { headers: { etag: '"p"' } })),
      );
    const start = Date.parse('2026-11-23T10:00:00Z');
    expect((await getMapInfo('en', start, '58,56.2,58.04,56.28')).partial).toBe(true);
    expect(String(fetch.mock.calls[0]![0])).toContain('get-map-info/v3?bbox=58%2C56.2%2C58.04%2C56.28');
    await getMapInfo('en', start + 1, '58,56.2,58.04,56.28');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('finds one zone of a big city by number', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ status: 'ok', result: { ...info(5), partial: true } })));
    expect(await getMapPart('ru', { zone: '4999' })).toEqual([]);
    expect(String(fetch.mock.calls[0]![0])).toContain('get-map-info/v3?zone=4999');
  });

  it('logs a failure and leaves the map empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await getMapInfo('en')).features).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
