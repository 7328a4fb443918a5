import type { TestCity } from '../helpers/create-test-city.ts';

type Answer = { status: string; errorName?: string; errorMessage?: string; fields?: Record<string, string>; result?: unknown };

let requests = 0;

/**
 * A constructor call with the token in the Authorization header, as the web app sends it (JSON, or
 * a form with `form`); each from its own address, so the route's rate limit never answers instead.
 */
export async function constructorCall<T = Answer>(
  city: TestCity,
  path: string,
  { token, body, form = false, language = 'ru' }: { token?: string; body?: Record<string, unknown>; form?: boolean; language?: string } = {},
) {
  requests += 1;
  const headers: Record<string, string> = { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const payload =
    body &&
    (form
      ? new URLSearchParams(Object.entries(body).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, String(x)]))).toString()
      : JSON.stringify(body));
  if (body) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  const response = await city.app.inject({
    method: body ? 'POST' : 'GET',
    url: city.api(path),
    headers,
    remoteAddress: `10.9.${(requests >> 8) & 255}.${requests & 255}`,
    ...(payload ? { payload } : {}),
  });
  return response.json() as T & Answer;
}
