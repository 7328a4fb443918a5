import type { ChangeEvent, ReactNode } from 'react';

interface NativeCheckboxProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The id of a text that says more, such as why the box is disabled. */
  describedBy?: string | undefined;
}

/**
 * A browser checkbox in the theme's colour. Mantine's Checkbox brings its Input module (about
 * 3.5 KB gzip) into the first load of a page that needs nothing else of it.
 */
export function NativeCheckbox({ label, checked, disabled, onChange, describedBy }: NativeCheckboxProps) {
  return (
    <label
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 'var(--mantine-spacing-sm)',
        minHeight: 24,
        fontSize: 'var(--mantine-font-size-sm)',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
        style={{ width: 20, height: 20, margin: 0, accentColor: 'var(--mantine-primary-color-filled)', cursor: 'inherit' }}
      />
      <span>{label}</span>
    </label>
  );
}
