import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball of a migrated embedded database (helpers/global-setup.ts); empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

let template: Promise<Blob> | undefined;

/** The migrated template of this run, read once per worker; undefined outside the server project's run. */
export function pgliteTemplate(): Promise<Blob> | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}
