import type { Kysely } from 'kysely';

/** Placeholder: filled in by the change that needs it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
