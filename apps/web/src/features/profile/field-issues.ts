import { ApiError } from '@/lib/http/api-error.ts';

/**
 * The issues a ValidationError names per field, kept to the fields a form shows (`aliases` renames
 * the call's field to the form's, e.g. newgrz → grz); null when there is none to show on a field,
 * so the failure goes to the form's alert.
 */
export function fieldIssues<F extends string>(error: unknown, shown: readonly F[], aliases: Record<string, F> = {}): Partial<Record<F, string>> | null {
  if (!(error instanceof ApiError) || error.errorName !== 'ValidationError' || !error.fields) return null;
  const issues: Partial<Record<F, string>> = {};
  for (const [name, issue] of Object.entries(error.fields)) {
    const field = aliases[name] ?? (shown as readonly string[]).find((f) => f === name);
    if (field) issues[field as F] = issue;
  }
  return Object.keys(issues).length > 0 ? issues : null;
}
