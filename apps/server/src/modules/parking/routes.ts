import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CityAppDeps } from '../../app.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { mapService, type CachedBody } from './map-service.ts';

/** Answers a cached JSON body, or 304 when the browser already holds this version. */
function sendCached(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedBody) {
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'Accept-Language');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The map of zones and objects, and the zone list. */
export function parkingRoutes({ db }: CityAppDeps): FastifyPluginAsync {
  return async (app) => {
    const maps = mapService(db);
    for (const path of ['/api/info/get-map-info/v3', '/api/info/get-map-info-v2']) {
      app.get(path, async (request, reply) => sendCached(request, reply, await maps.mapInfo(requestLanguage(request))));
    }
    app.get('/backend/v2/getZones', async (request) => ({ status: 'ok', result: await maps.zones(requestLanguage(request)) }));
  };
}
