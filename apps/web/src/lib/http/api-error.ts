/** A failed call as TanStack Query sees it: the catalogued name drives the translated message. */
export class ApiError extends Error {
  constructor(
    readonly errorName: string,
    readonly fields?: Record<string, string>,
    /** The whole error answer, for calls whose errors carry more (the captcha of a failed sign-in). */
    readonly answer?: Record<string, unknown>,
  ) {
    super(errorName);
    this.name = 'ApiError';
  }
}
