import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { maskFields, maskUrl } from './mask-secrets.ts';

/**
 * pino options of the server. Tokens, codes and passwords travel in query strings and bodies, so
 * the request is logged with its URL's secret values masked, a `body` logged anywhere is masked the
 * same way, and the headers that carry credentials are redacted.
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      body: maskFields,
    },
  };
}
