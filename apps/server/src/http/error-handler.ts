import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorAnswer } from '@city-parking/contract/answer/answer';
import { errorText } from '@city-parking/contract/errors/error-texts';
import type { ErrorName } from '@city-parking/contract/errors/error-names';
import { AppError } from '../errors/app-error.ts';
import { requestLanguage } from './request-language.ts';

function errorAnswer(request: FastifyRequest, errorName: ErrorName, fields?: Record<string, string>, extra?: Record<string, unknown>): TErrorAnswer {
  const answer: TErrorAnswer = { ...extra, status: 'error', errorName, userMessage: errorText(errorName, requestLanguage(request)) };
  if (fields) answer.fields = fields;
  return answer;
}

/** Business failures answer 200 with an errorName; anything else is a fault whose details stay in the log. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(200).send(errorAnswer(request, error.errorName, error.fields, error.extra));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The client must send less, not retry: a distinct status, still in the contract's shape.
    return reply.code(413).send(errorAnswer(request, 'PayloadTooLarge'));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.validation || (error.statusCode && error.statusCode < 500 && error.statusCode !== 429)) {
    // Malformed bodies and unsupported content types are bad input too.
    return reply.code(200).send(errorAnswer(request, 'ValidationError'));
  }
  if (error.statusCode === 429) {
    return reply.code(429).send(errorAnswer(request, 'TooManyRequests'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorAnswer(request, 'UnknownError'));
}

/**
 * Fastify's own refusals before any route is found (a path with broken percent-encoding, a path
 * parameter over its length): the contract's error shape with 400, since no route can answer 200.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'malformed request');
  void reply.code(400).send(errorAnswer(request, 'ValidationError'));
}

/**
 * Errors outside the cities' APIs (the web app's files, /healthz). Bad input and oversized bodies
 * are answered as in the API; other refusals of the static files (403 for a path outside the build)
 * keep their status, in the contract's shape, since a browser asked for a file, not for an answer.
 */
export function serverErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (error instanceof AppError || status >= 500 || status === 413 || status === 429 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.validation) {
    return errorHandler(error, request, reply);
  }
  return reply.code(status).send(errorAnswer(request, status === 404 ? 'NotFound' : 'ValidationError'));
}
