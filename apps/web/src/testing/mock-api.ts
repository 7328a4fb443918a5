import { vi } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_SITE_OPTIONS } from '@city-parking/contract/site/defaults';
import type { TSiteInfo } from '@/domains/site/api/get-site-options.ts';

type Handler = (url: URL, init?: RequestInit) => unknown;

/** Site options as a test wants them: defaults overridden field by field. */
export function siteInfo(overrides: Partial<Omit<TSiteInfo, 'settings'>> & { settings?: Partial<TSiteInfo['settings']> } = {}): TSiteInfo {
  const { settings, ...options } = overrides;
  return { ...DEFAULT_SITE_OPTIONS, ...options, settings: { ...DEFAULT_SETTINGS, ...settings } };
}

/**
 * Answers fetch calls by API path (the part after the city prefix). Unknown paths answer an
 * error so a test notices a call it did not expect. A handler may answer a Response of its own (a file),
 * or a promise of its answer, which holds the call until the test settles it (a loading state).
 */
export function mockApi(routes: Record<string, unknown | Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const apiPath = url.pathname.replace(/^\/city\/[^/]+/, '');
    const route = routes[apiPath];
    if (route === undefined) return new Response(JSON.stringify({ status: 'error', errorName: 'NotFound' }), { status: 404 });
    const body = typeof route === 'function' ? await (route as Handler)(url, init) : route;
    return body instanceof Response ? body : new Response(JSON.stringify(body));
  });
}
