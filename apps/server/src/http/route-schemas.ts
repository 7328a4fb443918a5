import type { FastifyInstance, FastifyPluginAsync, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider, RawServerDefault } from 'fastify';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { validate } from './validate.ts';

/**
 * The route convention. A route declares its input and its answer once, as contract schemas in its
 * options: `schema: { body | querystring | params: ZRequest, response: { 200: ZResponse } }`.
 *
 * - Input is parsed once, by Fastify's validation step (after the preValidation hooks, before the
 *   preHandlers, so before any token check): bad input answers ValidationError naming its fields,
 *   exactly as `validate()` words it, and the handler reads `request.body` / `request.query` /
 *   `request.params` already parsed and typed. Token sources (tokenIn) read the parsed input.
 * - The answer is checked against its schema in tests and development (NODE_ENV test or
 *   development): one that does not match fails the call with a 500 and a log line naming the
 *   route and the fields, so a contract drift shows in the first test that reaches it. Production
 *   serialises without the check. Error answers (`status` "error", or "Error" on the subscription
 *   calls) keep their own shape and are not checked against the route's answer.
 *
 * A plugin of such routes is a `RoutesPlugin`; its app has the types of this provider.
 */
export interface ZodRoutes extends FastifyTypeProvider {
  readonly validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  // Answers are checked at run time, not typed: the answer builders are typed by the contract's
  // types already, and several widen a literal (`status: string`) that the schema narrows.
  readonly serializer: unknown;
}

/** A plugin of routes that declare their schemas (see ZodRoutes). */
export type RoutesPlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodRoutes>;

/** Input through validate(), so a schema's failure is the AppError the error handlers answer. */
const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: validate(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };

const isErrorAnswer = (data: unknown) => {
  const status = (data as { status?: unknown } | null)?.status;
  return status === 'error' || status === 'Error';
};

/** Answers as JSON; with `check`, an answer that is not what the route declares throws. */
function serializerCompiler(check: boolean): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      if (check && !isErrorAnswer(data)) {
        const result = safeParse(schema, data);
        if (!result.success) {
          const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
          throw new Error(`The ${httpStatus ?? ''} answer of ${method} ${url} does not match its declared schema: ${issues}`);
        }
      }
      return JSON.stringify(data);
    };
}

/** Whether answers are checked against their schemas: in tests and development, not in production. */
export const checksAnswers = () => process.env.NODE_ENV === 'test' || process.env.NODE_ENV === 'development';

/** Sets the compilers of the route convention on an app; its child plugins inherit them. */
export function useRouteSchemas(app: FastifyInstance, checkAnswers = checksAnswers()) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(checkAnswers));
}
