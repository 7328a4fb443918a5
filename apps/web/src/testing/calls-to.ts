import type { mockApi } from './mock-api.ts';

/** The calls a test made to one API path, oldest first. */
export const callsTo = (fetch: ReturnType<typeof mockApi>, path: string) => fetch.mock.calls.filter(([input]) => String(input).includes(path));
