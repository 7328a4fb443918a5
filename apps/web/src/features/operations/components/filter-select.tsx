import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  options: readonly (string | { value: string; label: string })[];
  onChange: (value: string) => void;
  describedBy?: string;
}

/**
 * A labelled native select. Mantine's NativeSelect brings its input base (about 5 KB gzip) into
 * the page's first load; this one is a label, a select and a few lines of CSS (operations.css).
 */
export function FilterSelect({ label, value, options, onChange, describedBy }: Props) {
  const id = useId();
  return (
    <div className="ops-field">
      <label htmlFor={id} className="ops-label">
        {label}
      </label>
      <select id={id} className="ops-select" value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </div>
  );
}
