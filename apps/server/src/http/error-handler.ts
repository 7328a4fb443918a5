import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorAnswer } from '@city-parking/contract/answer/answer';
import { AppError } from './app-error.ts';

/** Business failures answer 200 with an errorName; anything else is a fault whose details stay in the log. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const answer: TErrorAnswer = { status: 'error', errorName: error.errorName };
    if (error.fields) answer.fields = error.fields;
    return reply.code(200).send(answer);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.validation || (error.statusCode && error.statusCode < 500 && error.statusCode !== 429)) {
    // Malformed bodies and unsupported content types are bad input too.
    return reply.code(200).send({ status: 'error', errorName: 'ValidationError' } satisfies TErrorAnswer);
  }
  if (error.statusCode === 429) {
    return reply.code(429).send({ status: 'error', errorName: 'TooManyRequests' } satisfies TErrorAnswer);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ status: 'error', errorName: 'UnknownError' } satisfies TErrorAnswer);
}
