import type { FastifyRequest } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import { validate } from './validate.ts';

/** One variant of a route's body, as parsed by the variant's schema. */
export type BodyVariant<V extends Record<string, $ZodType>> = { [K in keyof V]: { name: K; body: output<V[K]> } }[keyof V];

/**
 * The body of a route whose schema depends on the city's settings (a first version's call and its
 * no-balance twin share a path). A schema declared on the route could not wait for the settings,
 * so `pick` names the variant once per request in a preValidation hook, whose schema then parses
 * the body as a declared one would (same place, same ValidationError); the preHandlers and the
 * handler read that variant with `of`, so none of them asks the settings again and disagrees.
 */
export function bodyVariants<V extends Record<string, $ZodType>>(variants: V, pick: (request: FastifyRequest) => Promise<keyof V>) {
  const chosen = new WeakMap<FastifyRequest, BodyVariant<V>>();
  return {
    preValidation: async (request: FastifyRequest): Promise<void> => {
      const name = await pick(request);
      const body = validate(variants[name]!, request.body);
      request.body = body;
      chosen.set(request, { name, body } as BodyVariant<V>);
    },
    of: (request: FastifyRequest): BodyVariant<V> => {
      const variant = chosen.get(request);
      if (!variant) throw new Error(`${request.routeOptions.url} reads a body variant it never parsed`);
      return variant;
    },
  };
}
