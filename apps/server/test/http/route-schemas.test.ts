import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { errorHandler } from '../../src/http/error-handler.ts';
import { useRouteSchemas, type ZodRoutes } from '../../src/http/route-schemas.ts';

const ZBody = z.object({ name: z.string().check(z.minLength(1)), count: z.number() });
const ZAnswer = z.object({ status: z.literal('ok'), total: z.number() });

async function appWith(answer: unknown, checkAnswers: boolean) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  useRouteSchemas(app, checkAnswers);
  app.withTypeProvider<ZodRoutes>().post('/sum', { schema: { body: ZBody, response: { 200: ZAnswer } } }, async (request) => {
    // Parsed and typed: count is a number here.
    if (request.body.count < 0) return { status: 'error', errorName: 'ValidationError' };
    return answer ?? { status: 'ok', total: request.body.count * 2 };
  });
  await app.ready();
  return app;
}

describe('route schemas', () => {
  it('hands the handler parsed input and answers bad input as validate() does', async () => {
    const app = await appWith(undefined, true);
    const ok = await app.inject({ method: 'POST', url: '/sum', payload: { name: 'a', count: 2 } });
    expect(ok.json()).toEqual({ status: 'ok', total: 4 });
    const bad = await app.inject({ method: 'POST', url: '/sum', payload: { count: 'x' } });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ status: 'error', errorName: 'ValidationError', fields: { name: 'RequiredField', count: 'InvalidFormat' } });
  });

  it('fails an answer that does not match its schema when checking, and sends it as is when not', async () => {
    const checked = await appWith({ status: 'ok', total: 'four' }, true);
    expect((await checked.inject({ method: 'POST', url: '/sum', payload: { name: 'a', count: 2 } })).statusCode).toBe(500);
    const unchecked = await appWith({ status: 'ok', total: 'four' }, false);
    expect((await unchecked.inject({ method: 'POST', url: '/sum', payload: { name: 'a', count: 2 } })).json()).toEqual({ status: 'ok', total: 'four' });
  });

  it('does not hold error answers to the route answer', async () => {
    const app = await appWith(undefined, true);
    const answer = await app.inject({ method: 'POST', url: '/sum', payload: { name: 'a', count: -1 } });
    expect(answer.json()).toEqual({ status: 'error', errorName: 'ValidationError' });
  });
});
