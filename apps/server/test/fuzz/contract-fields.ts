import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');

interface ObjectSchema {
  _zod: { def: { type: string; shape?: Record<string, unknown>; in?: unknown; innerType?: unknown; options?: unknown[] } };
}

/** The keys of an object schema, looking through pipes, optionals, defaults and unions. */
function keysOf(schema: unknown, keys: Set<string>, depth = 0): void {
  const def = (schema as ObjectSchema | undefined)?._zod?.def;
  if (!def || depth > 6) return;
  if (def.shape) for (const key of Object.keys(def.shape)) keys.add(key);
  for (const inner of [def.in, def.innerType, ...(def.options ?? [])]) keysOf(inner, keys, depth + 1);
}

/**
 * Every field name a request of the contract can carry (the keys of each exported `Z…Request` and
 * `Z…Query` schema), read from the contract itself so that fields added later are fuzzed too.
 */
export async function contractRequestFields(): Promise<string[]> {
  const files = (await readdir(CONTRACT, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const keys = new Set<string>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(CONTRACT, file)).href)) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(module)) {
      if (/^Z\w*(Request|Query)$/.test(name)) keysOf(schema, keys);
    }
  }
  return [...keys].sort();
}
