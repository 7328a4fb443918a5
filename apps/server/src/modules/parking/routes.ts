import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/request-language.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseArea } from './map-area.ts';
import type { CachedBody, Encoding, MapPart, MapService } from './map-service.ts';
import { toZoneAnswer } from './zone-answer.ts';

/** Brotli when the client takes it (browsers do over HTTPS), else gzip; nothing for a client that takes neither. */
function encodingFor(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) =>
      part
        .trim()
        .toLowerCase()
        .split(/\s*;\s*/),
    )
    // `br;q=0` refuses brotli.
    .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
    .map(([name]) => name);
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : undefined;
}

/** Answers a cached JSON body (compressed when the client accepts it), or 304 when the client already holds this version. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  const encoding = encodingFor(request);
  const encoded = encoding ? cached.encoded[encoding] : undefined;
  const etag = encoded?.etag ?? cached.etag;
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'Accept-Language, Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return encoding && encoded ? reply.header('content-encoding', encoding).send(encoded.body) : reply.send(cached.body);
}

/** Our bbox or zone query (ZMapInfoQuery), or null for the whole map. */
function mapPartOf(query: unknown): MapPart | null {
  const { bbox, zone } = (query ?? {}) as Record<string, unknown>;
  if (zone !== undefined && zone !== '') {
    // Zone numbers are a few digits; anything else names no zone and is refused.
    if (typeof zone !== 'string' || zone.length > 32) throw new AppError('ValidationError', { zone: 'InvalidFormat' });
    return { zone: zone.trim() };
  }
  const area = parseArea(bbox);
  if (area === 'invalid') throw new AppError('ValidationError', { bbox: 'InvalidFormat' });
  return area ? { area } : null;
}

/** The map of zones and objects, and the zone list. */
export function parkingRoutes(maps: MapService): FastifyPluginAsync {
  return async (app) => {
    for (const path of ['/api/info/get-map-info/v3', '/api/info/get-map-info-v2']) {
      app.get(path, async (request, reply) => {
        const part = mapPartOf(request.query);
        const language = requestLanguage(request);
        return sendCached(request, reply, await (part ? maps.mapPart(language, part) : maps.mapInfo(language)));
      });
    }
    app.get('/backend/v2/getZones', async (request) => {
      const language = requestLanguage(request);
      return { status: 'ok', result: (await maps.zones()).map((zone) => toZoneAnswer(zone, language)) };
    });
  };
}
