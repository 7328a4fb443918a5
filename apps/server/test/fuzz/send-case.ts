import type { FastifyInstance, InjectOptions } from 'fastify';
import type { FuzzCase, Place } from './fuzz-cases.ts';

export interface FuzzAnswer {
  statusCode: number;
  contentType: string;
  json?: { status?: unknown; errorName?: unknown; userMessage?: unknown; errorMessage?: unknown; fields?: Record<string, string> };
}

/** Field name -> value as a query string or form body; an array repeats the key, as browsers do. */
function encode(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/** One fuzz request: `fields` in the query, a form body or a JSON body of `method url`. */
export async function sendCase(
  app: FastifyInstance,
  request: { method: string; url: string; ip: string; authorization?: string | undefined },
  place: Place,
  fields: Record<string, unknown>,
  fuzz: FuzzCase,
): Promise<FuzzAnswer> {
  const options: InjectOptions = { method: request.method as InjectOptions['method'], url: request.url, remoteAddress: request.ip };
  if (place === 'query') {
    const query = encode(fields);
    options.url = query ? `${request.url}?${query}` : request.url;
  } else if (place === 'form') {
    options.headers = { 'content-type': 'application/x-www-form-urlencoded' };
    options.payload = encode(fields);
  } else {
    options.headers = { 'content-type': 'application/json' };
    options.payload = fuzz.raw ?? JSON.stringify(fields);
  }
  // Calls that read the token from the Authorization header (flat lots, the constructor) get it there too.
  if (request.authorization) options.headers = { ...options.headers, authorization: `Bearer ${request.authorization}` };
  const response = await app.inject(options);
  const contentType = String(response.headers['content-type'] ?? '');
  let json: FuzzAnswer['json'];
  if (contentType.startsWith('application/json')) json = response.json();
  return { statusCode: response.statusCode, contentType, json };
}
