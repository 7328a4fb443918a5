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

/** The status code and answer of a failure; faults are logged here, their details kept out of the answer. */
export function failureOf(error: FastifyError, request: FastifyRequest): { code: number; answer: TErrorAnswer } {
  if (error instanceof AppError) {
    return { code: 200, answer: errorAnswer(request, error.errorName, error.fields, error.extra) };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The client must send less, not retry: a distinct status, still in the contract's shape.
    return { code: 413, answer: errorAnswer(request, 'PayloadTooLarge') };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.validation || (error.statusCode && error.statusCode < 500 && error.statusCode !== 429)) {
    // Malformed bodies and unsupported content types are bad input too.
    return { code: 200, answer: errorAnswer(request, 'ValidationError') };
  }
  if (error.statusCode === 429) {
    return { code: 429, answer: errorAnswer(request, 'TooManyRequests') };
  }
  request.log.error({ err: error }, 'request failed');
  return { code: 500, answer: errorAnswer(request, 'UnknownError') };
}

/** Business failures answer 200 with an errorName; anything else is a fault whose details stay in the log. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { code, answer } = failureOf(error, request);
  return reply.code(code).send(answer);
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
