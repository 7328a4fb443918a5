/** A failed call as TanStack Query sees it: the catalogued name drives the translated message. */
export class ApiError extends Error {
  constructor(
    readonly errorName: string,
    readonly fields?: Record<string, string>,
  ) {
    super(errorName);
    this.name = 'ApiError';
  }
}
