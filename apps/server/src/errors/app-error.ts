import type { ErrorName } from '@city-parking/contract/errors/error-names';

/** A business failure; the error handler answers it as `{status:"error", errorName}` with HTTP 200. */
export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly fields?: Record<string, string>,
    /** Extra fields of the error answer, e.g. the captcha image of a failed sign-in. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(errorName);
    this.name = 'AppError';
  }
}
