import { useState } from 'react';

/**
 * When a field's issue is said: once the field has been left, or for every field once the form has
 * been submitted. Until then an empty form is not a list of errors.
 */
export function useTouchedFields<Field extends string>() {
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  return {
    submitted,
    touch: (field: Field) => setTouched((previous) => ({ ...previous, [field]: true })),
    shown: (field: Field) => submitted || touched[field] === true,
    submit: () => setSubmitted(true),
    /** Forgets both, for a form that starts over. */
    clear: () => {
      setTouched({});
      setSubmitted(false);
    },
  };
}
