import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_CACHE_MS } from '@city-parking/contract/parking/map-info';
import { getMapInfo } from './get-map-info.ts';

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

  it('logs a failure and leaves the map empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await getMapInfo('en')).features).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
