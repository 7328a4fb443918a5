import type { ErrorName } from './error-names.ts';

/**
 * Errors after which the client logs out and opens the token-expired modal. A module of its own:
 * the web app's HTTP client needs these two names in every page's first load, not the catalogue.
 */
export const TOKEN_ERRORS: readonly ErrorName[] = ['TokenExpired', 'TokenNotFound'];

/** Whether an answer's errorName (of any type, as it arrived) is one of the token errors. */
export function isTokenError(errorName: unknown): errorName is ErrorName {
  return typeof errorName === 'string' && (TOKEN_ERRORS as readonly string[]).includes(errorName);
}
