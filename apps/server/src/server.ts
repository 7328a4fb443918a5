import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { TCity } from '@city-parking/contract/city/city';
import { buildCityApp } from './app.ts';
import type { Config } from './config.ts';
import { frameworkErrorHandler, serverErrorHandler } from './http/error-handler.ts';
import { loggerOptions } from './http/logger-options.ts';
import { databaseRateLimitStore } from './http/database-rate-limit-store.ts';
import { rejectControlCharacters } from './http/reject-control-characters.ts';
import { isHashedAsset } from './http/hashed-asset.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { JOB_QUEUE_DEFAULTS, type JobQueueOptions } from './jobs/job-runner.ts';
import { historyExportRenderers } from './modules/operations/export/export-render-pool.ts';
import { messengerFor } from './modules/outbox/messenger-for.ts';
import type { OpenCity } from './open-cities.ts';
import type { DestinationStream } from 'pino';

/** Bytes of a request body; a larger one answers 413 PayloadTooLarge. */
export const BODY_LIMIT = 1024 * 1024;

/** The nearest `hops` proxies may name the client, as a hop count does in proxy-addr. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface ServerOptions {
  config: Config;
  cities: readonly OpenCity[];
  /** The clock of parking rules; real time unless a test sets it. */
  now?: () => Date;
  /** Where the log goes; standard output unless a test reads it. */
  logStream?: DestinationStream;
  /** Called for every route as it is registered, so tests can reach every route there is. */
  onRoute?: (route: RouteOptions) => void;
  /** How every city's job queue is polled (the defaults unless a test shortens them); false: no queue, only jobs at start. */
  jobQueue?: JobQueueOptions | false;
  /** Local push services a test runs, posted to as they are (notifications/push-services.ts); main.ts gives none. */
  pushTestOrigins?: ReadonlySet<string>;
}

/** The whole process: every city's back end under `/city/<code>` and the web app with history fallback. */
export async function buildServer({ config, cities, now, logStream, onRoute, jobQueue, pushTestOrigins }: ServerOptions): Promise<FastifyInstance> {
  // One clock for every service, message and row of the cities: a test's, or real time.
  const clock = now ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    // Only configured proxies may name the client's address; otherwise X-Forwarded-For is ignored.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    // A path with broken percent-encoding never reaches a route; it still gets the contract's shape.
    frameworkErrors: frameworkErrorHandler,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setErrorHandler(serverErrorHandler);
  // Before any route's own validation: text with control characters is ValidationError everywhere.
  app.addHook('preValidation', rejectControlCharacters);
  // The export threads are the process's; closed with the server, a later export starts new ones.
  app.addHook('onClose', () => historyExportRenderers.close());

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        // Printing a payment document loads its PDF, fetched with the driver's token, into a frame
        // by a blob: address; only our own scripts can make one of our origin's blob: addresses.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  for (const { city, db, changes, databaseKind } of cities) {
    // Each city counts its limits apart: in its PostgreSQL database, shared by every server process
    // on it; a PGlite database belongs to one process, whose memory then counts as well.
    const shared = (databaseKind ?? (config.DATABASE_URL ? 'postgres' : 'pglite')) === 'postgres';
    await app.register(async (scope) => {
      // Limits are declared per route (sign-in, codes, guest tokens); reads stay unlimited.
      await scope.register(rateLimit, { global: false, ...(shared ? { store: databaseRateLimitStore(db) } : {}) });
      // pg-boss writes its SQL for the engine of a PostgreSQL database; PGlite is PostgreSQL itself.
      const queue = jobQueue === false ? false : { ...(jobQueue ?? JOB_QUEUE_DEFAULTS), ...(shared ? { backend: config.JOB_QUEUE_BACKEND } : {}) };
      const messenger = messengerFor(config, db, { now: clock, log: app.log });
      await scope.register(buildCityApp({ city, db, changes, config, now: clock, jobQueue: queue, pushTestOrigins, messenger }), { prefix: city.apiUrl });
    });
  }

  app.get('/healthz', async () => ({ status: 'ok', cities: cities.map((c) => c.city.city) }));

  await registerWebApp(
    app,
    config.WEB_DIST,
    cities.map((c) => c.city),
  );
  return app;
}

async function registerWebApp(app: FastifyInstance, dist: string, cities: readonly TCity[]) {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app is not built; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    index: false,
    wildcard: false,
    // Our own cache policy below; the plugin's default (max-age=0) would overwrite it.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed build output never changes under its name; everything else must be revalidated.
      res.raw.setHeader('cache-control', isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const apiPrefixes = cities.map((c) => `${c.apiUrl}/`);
  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    // HEAD is answered like GET (the same headers, no body), as for any page a crawler or checker probes.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isApi || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.code(404).send({ status: 'error', errorName: 'NotFound' });
    }
    // History fallback: the web app's router decides what the path shows.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
