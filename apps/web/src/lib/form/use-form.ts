import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

type FieldValue = string | boolean;

/** One rule per field: the translated message, or null when the value is fine. */
export type FormRules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };

interface Options<V> {
  initialValues: V;
  validate?: FormRules<V>;
}

/**
 * The forms of this app are a handful of text fields and a checkbox with synchronous rules; this
 * hook covers them in a few hundred bytes, where a form library would take 9–15 KB gzip of every
 * form page's first load. The API follows Mantine's useForm (`getInputProps`, `onSubmit`).
 */
export function useForm<V extends { [K in keyof V]: FieldValue }>({ initialValues, validate = {} }: Options<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const setFieldValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // A field the user corrects stops showing its old error; the rule runs again on submit.
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }, []);

  function getInputProps<K extends keyof V>(name: K, options?: { type: 'checkbox' }) {
    const onChange = (event: ChangeEvent<HTMLInputElement>) =>
      setFieldValue(name, (options?.type === 'checkbox' ? event.currentTarget.checked : event.currentTarget.value) as V[K]);
    const error = errors[name];
    return options?.type === 'checkbox' ? { checked: Boolean(values[name]), onChange, error } : { value: String(values[name]), onChange, error };
  }

  function validateAll(current: V): Partial<Record<keyof V, string>> {
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(validate) as (keyof V)[]) {
      const message = validate[name]?.(current[name], current);
      if (message) found[name] = message;
    }
    return found;
  }

  const onSubmit = (handler: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateAll(values);
    setErrors(found);
    if (Object.keys(found).length === 0) handler(values);
  };

  return { values, errors, getInputProps, onSubmit, setFieldValue };
}
