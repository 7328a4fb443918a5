import { z } from 'zod/mini';
import type { ErrorName } from '../errors/error-names.ts';

/** A successful business answer: HTTP 200 with `status: "ok"` and the call's own fields. */
export type TOkAnswer<T extends object = object> = { status: 'ok' } & T;

/** A business failure: HTTP 200 with `status: "error"` and a catalogued `errorName`. */
export interface TErrorAnswer {
  status: 'error';
  errorName: ErrorName;
  /** The catalogue text of errorName in the request's language, for clients that show it as is. */
  userMessage?: string;
  /** Only for ValidationError: the invalid fields and the rule each one broke. */
  fields?: Record<string, string>;
}

/** The answer of a call that reports nothing but success. */
export const ZOkAnswer = z.object({ status: z.literal('ok') });

/**
 * A boolean as a call receives it: JSON bodies carry true/false, form bodies the text "true",
 * "false", "1" or "0".
 */
export const ZFormFlag = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((v) => v === 'true' || v === '1'),
  ),
]);

export type TAnswer<T extends object = object> = TOkAnswer<T> | TErrorAnswer;

export function isErrorAnswer(answer: unknown): answer is TErrorAnswer {
  return typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 'error';
}
