import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** One rule per field: the translated message, or null when the value is fine. */
export type FormRules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };

interface Options<V> {
  initialValues: V | (() => V);
  validate?: FormRules<V>;
  /** Called after every edit (for example to forget the outcome of the last submit). */
  onEdit?: () => void;
}

type Issues<V> = Partial<Record<keyof V, string>>;

/**
 * The one form hook of the app: values, per-field rules, and when an issue is said. The forms here
 * are a handful of fields with synchronous rules; this covers them in a few hundred bytes, where a
 * form library would take 9–15 KB gzip of every form page's first load. The API follows Mantine's
 * useForm (`getInputProps`, `onSubmit`).
 *
 * Rule errors appear on submit and a field the user corrects stops showing its old error. Forms
 * whose issues are computed elsewhere (a reader over all values) use `shown(field)`: a field's issue
 * is said once the field has been left, or for every field once the form has been submitted.
 *
 * After a submit, focus moves to the first field (in the form's order) whose issue is shown, that is
 * the first `aria-invalid` control: Mantine's inputs describe themselves by their error, so a screen
 * reader says the error as the field gets focus, and a keyboard user starts where the fix is.
 */
export function useForm<V extends object>({ initialValues, validate = {}, onEdit }: Options<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Issues<V>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const focusFirstInvalid = useFirstInvalidFocus();

  const setFieldValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      // A field the user corrects stops showing its old error; the rule runs again on submit.
      setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
      onEdit?.();
    },
    [onEdit],
  );

  const touch = useCallback((name: keyof V) => setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true })), []);

  /** Forgets values, errors, touched fields and the submit, for a form that starts over. */
  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
    setTouched({});
    setSubmitted(false);
  }, [initialValues]);

  function getInputProps<K extends keyof V>(name: K, options?: { type: 'checkbox' }) {
    const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.currentTarget;
      setFieldValue(name, (options?.type === 'checkbox' && 'checked' in target ? target.checked : target.value) as V[K]);
    };
    const onBlur = () => touch(name);
    const error = errors[name];
    // Mantine's Checkbox names its error in aria-describedby but, unlike its text inputs, does not
    // mark itself invalid; the mark is what assistive tech and the focus after a submit look for.
    return options?.type === 'checkbox'
      ? { checked: Boolean(values[name]), onChange, onBlur, error, 'aria-invalid': error ? true : undefined }
      : { value: String(values[name] ?? ''), onChange, onBlur, error };
  }

  function validateAll(current: V): Issues<V> {
    const found: Issues<V> = {};
    for (const name of Object.keys(validate) as (keyof V)[]) {
      const message = validate[name]?.(current[name], current);
      if (message) found[name] = message;
    }
    return found;
  }

  const onSubmit = (handler: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const found = validateAll(values);
    setErrors(found);
    // Also after a valid submit: a form with its own reader may still show an issue the rules miss.
    focusFirstInvalid(event);
    if (Object.keys(found).length === 0) handler(values);
  };

  return {
    values,
    errors,
    submitted,
    getInputProps,
    onSubmit,
    setFieldValue,
    /** Sets a field's error by hand, for example one the server reported. */
    setFieldError: (name: keyof V, message: string | null) => setErrors((previous) => ({ ...previous, [name]: message ?? undefined })),
    touch,
    shown: (name: keyof V) => submitted || touched[name] === true,
    /**
     * Marks the form submitted without running the rules (forms with their own reader); with the
     * submit event, focus then moves to the first field whose issue is shown.
     */
    markSubmitted: (event?: FormEvent) => {
      setSubmitted(true);
      focusFirstInvalid(event);
    },
    reset,
  };
}

/**
 * Focuses the submitted form's first `aria-invalid` control once the render that follows the submit
 * has put the issues on the fields. Returns the function a submit calls with its event.
 */
function useFirstInvalidFocus() {
  const form = useRef<HTMLFormElement | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return useCallback((event?: FormEvent) => {
    const target = event?.currentTarget;
    if (!(target instanceof HTMLFormElement)) return;
    form.current = target;
    setRequest((count) => count + 1);
  }, []);
}
