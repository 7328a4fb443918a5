import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  /** The first, empty option: what to do when nothing is chosen yet. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** An error text, already translated; a line is kept for it so nothing moves. */
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled native select with its error line: no Mantine input code in the page's first load. */
export function SelectField({ label, value, placeholder, options, error, onChange, onBlur }: Props) {
  const id = useId();
  return (
    <div className="ctor-field">
      <label htmlFor={id} className="ctor-label">
        {label}
      </label>
      <select
        id={id}
        className="ctor-input"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} className="ctor-error">
        {error ?? ''}
      </p>
    </div>
  );
}
