import type { ErrorName } from '@city-parking/contract/errors/error-names';
import { isTokenError } from '@city-parking/contract/errors/token-errors';
import { currentCity } from '../city/current-city.ts';
import { i18n } from '../i18n/i18n.ts';
import { emitTokenError } from './token-errors.ts';

type Scalar = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, Scalar>;
  /** Form-encoded unless `json` is set; objects and lists inside a form body are sent as JSON text. */
  body?: Record<string, unknown>;
  json?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Another city's back end than the current one (a link that names its city, such as a receipt's). */
  apiUrl?: string;
}

/** What a non-ok HTTP answer carrying `errorMessage` becomes. */
export interface HttpErrorObject {
  status: 'error';
  errorName: ErrorName | string;
  errorMessage: string;
  httpStatus: number;
}

export function buildUrl(path: string, query?: Record<string, Scalar>, apiUrl = currentCity.apiUrl): string {
  const url = `${apiUrl.replace(/\/$/, '')}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function formBody(body: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    params.append(key, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? ''));
  }
  return params;
}

function emitIfTokenError(answer: unknown): void {
  const name = (answer as { errorName?: unknown } | null)?.errorName;
  if (isTokenError(name)) emitTokenError(name);
}

/**
 * The one place that talks to the back end, with the spec's rules: a 200 answer is parsed as JSON
 * (or kept as text) and checked for token errors; a non-ok answer with `errorMessage` becomes an
 * error object; a network failure resolves to `false` with a logged warning.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T | string | HttpErrorObject | false> {
  const { method = 'GET', query, body, json = false, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language || 'ru', ...options.headers };
  let payload: BodyInit | undefined;
  if (body && method !== 'GET') {
    if (json) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    } else {
      payload = formBody(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query, options.apiUrl), { method, headers, body: payload, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.warn(`request ${method} ${path} failed`, error);
    return false;
  }

  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = text ? JSON.parse(text) : '';
  } catch {
    // Some calls answer plain text; it is passed on as it is.
  }

  if (response.ok) {
    emitIfTokenError(answer);
    return answer as T | string;
  }
  const errorMessage = (answer as { errorMessage?: unknown } | null)?.errorMessage;
  if (typeof errorMessage === 'string') {
    const errorName = (answer as { errorName?: unknown }).errorName;
    return { status: 'error', errorName: typeof errorName === 'string' ? errorName : 'UnknownError', errorMessage, httpStatus: response.status };
  }
  emitIfTokenError(answer);
  return (
    typeof answer === 'object' && answer !== null ? answer : { status: 'error', errorName: 'UnknownError', errorMessage: '', httpStatus: response.status }
  ) as T | HttpErrorObject;
}
