import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isHashedAsset, isWorkerScript } from './hashed-asset.ts';

/**
 * The headers that only a document (or a worker, which runs under the policy it is served with)
 * acts on. A script, a stylesheet or an image ignores them, yet they made up 516 of the 1 061
 * bytes of headers on each hashed file, and a first visit loads 17 (`/news`) to 60 (Sevastopol's
 * guest payment) of those: 9 to 31 KB per page over a slow mobile connection, where the reference
 * server speaks HTTP/1.1 and nothing compresses headers. Such files keep what does act on them:
 * nosniff, the resource policy, the referrer policy (it governs the requests a stylesheet makes)
 * and HSTS.
 */
const DOCUMENT_ONLY: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xFrameOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet's headers on every answer, with helmet built once. `@fastify/helmet` builds helmet anew
 * for each request, parsing the content security policy every time: a tenth of the server's time
 * on a cached public read. Our policy has no per-request part (no nonces), so one helmet serves all
 * answers but the hashed build files, which get the subset that acts on them.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const full = helmet(options);
  // The headers files keep are helmet's defaults, as on the documents (server.test.ts compares them).
  const forFiles = helmet(DOCUMENT_ONLY);
  app.addHook('onRequest', (request, reply, done) => {
    const file = request.url.startsWith('/assets/') && isHashedAsset(request.url) && !isWorkerScript(request.url);
    const apply = file ? forFiles : full;
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
