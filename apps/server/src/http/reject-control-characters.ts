import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * C0 control characters other than tab, line feed and carriage return. No field of the contract
 * carries them, and PostgreSQL refuses a NUL in text, which would turn the call into a fault.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Keeps field names readable in the answer even when the name itself holds a control character. */
// eslint-disable-next-line no-control-regex
const printable = (name: string) => name.replace(/[\u0000-\u001F]/g, '?');

/** Fields (dotted paths) whose text, or whose own name, holds a control character. */
function badFields(value: unknown, path: string, found: Record<string, string>, depth = 0): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) found[path || '_'] = 'InvalidFormat';
    return;
  }
  // Parsed bodies are shallow; the cap only guards against a pathological JSON document.
  if (typeof value !== 'object' || value === null || depth > 32) return;
  if (Array.isArray(value)) {
    // A repeated form or query key is one field to the client: name it, not its n-th value.
    for (const item of value) badFields(item, path, found, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const name = path ? `${path}.${printable(key)}` : printable(key);
    if (CONTROL.test(key)) found[name] = 'InvalidFormat';
    else badFields(item, name, found, depth + 1);
  }
}

/**
 * A preValidation hook for every route: text with control characters is bad input, answered as
 * ValidationError naming the field, whichever route and whether it came as query, path, form or JSON.
 */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  const found: Record<string, string> = {};
  badFields(request.params, '', found);
  badFields(request.query, '', found);
  badFields(request.body, '', found);
  if (Object.keys(found).length > 0) throw new AppError('ValidationError', found);
}
