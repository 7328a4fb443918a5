import type { TestCity } from './create-test-city.ts';

type Body = Record<string, unknown>;
type Answer = { status: string; errorName?: string; result?: unknown; [key: string]: unknown };

const params = (body: Body) => new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]));

/** Calls of one test city the way the web app makes them: form-encoded bodies, JSON answers. */
export function apiClient(city: TestCity, { ip = '10.0.0.1', language = 'ru' }: { ip?: string; language?: string } = {}) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Body) => {
    const response = await city.app.inject({
      method,
      url: city.api(path),
      remoteAddress: ip,
      headers: { 'accept-language': language, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { payload: params(body).toString() } : {}),
    });
    return response.json() as Answer;
  };
  return {
    get: <T = Answer>(path: string, query: Body = {}) => call('GET', `${path}?${params(query)}`) as Promise<T & Answer>,
    post: <T = Answer>(path: string, body: Body = {}) => call('POST', path, body) as Promise<T & Answer>,
    put: <T = Answer>(path: string, body: Body = {}) => call('PUT', path, body) as Promise<T & Answer>,
    delete: <T = Answer>(path: string, body: Body = {}) => call('DELETE', path, body) as Promise<T & Answer>,
    /** The newest outbox message to an address or phone. */
    async lastMessage(to: string) {
      const answer = await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
      const [message] = answer.result as { channel: string; to: string; text: string; code: string | null }[];
      if (!message) throw new Error(`no message to ${to}`);
      return message;
    },
  };
}
