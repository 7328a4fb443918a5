import type { FastifyRequest } from 'fastify';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { isErrorName } from '@city-parking/contract/errors/error-names';
import { AppError } from '../errors/app-error.ts';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Parses request input with a contract schema; bad input becomes ValidationError with a field map. */
export function validate<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const source = input ?? {};
  const result = safeParse(schema, source);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    // A rule that names its own error (the payer's check digits, say) marks it; others say missing or malformed.
    if (issue.code === 'custom' && issue.params?.errorName === true && isErrorName(issue.message)) {
      fields[key] ??= issue.message;
      continue;
    }
    const missing = valueAt(source, issue.path) === undefined || valueAt(source, issue.path) === '';
    fields[key] ??= missing ? 'RequiredField' : 'InvalidFormat';
  }
  throw new AppError('ValidationError', fields);
}

/** A DELETE call's fields, which clients send in the query or in the body. */
export function queryAndBody(request: FastifyRequest): Record<string, unknown> {
  return { ...(request.query as object | undefined), ...(request.body as object | undefined) };
}

/**
 * A preValidation hook of the calls whose clients send their fields in the query or in the body
 * (the DELETE calls, the corporate calls): both merged into the body, which the route's body
 * schema then parses once.
 */
export async function queryIntoBody(request: FastifyRequest): Promise<void> {
  request.body = queryAndBody(request);
}
