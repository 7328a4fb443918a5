import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/request-language.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseArea } from './map-area.ts';
import type { CachedBody, MapPart, MapService } from './map-service.ts';
import { toZoneAnswer } from './zone-answer.ts';

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Answers a cached JSON body (gzipped when the client accepts it), or 304 when the client already holds this version. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  const gzip = cached.gzip && acceptsGzip(request) ? cached.gzip : undefined;
  const etag = gzip?.etag ?? cached.etag;
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'Accept-Language, Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return gzip ? reply.header('content-encoding', 'gzip').send(gzip.body) : reply.send(cached.body);
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
