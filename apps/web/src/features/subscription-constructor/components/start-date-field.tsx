import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shownDate } from '../shown-date.ts';
import { constructorTexts } from '../texts.ts';

interface Props {
  /** YYYY-MM-DD on the city's clock. */
  value: string;
  first: string;
  last: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * The start date as the browser's own date field, bounded by the purchase window: it needs no
 * script at all (the history's calendar would add Mantine's dates and dayjs to this page).
 */
export function StartDateField({ value, first, last, error, onChange, onBlur }: Props) {
  const { t } = useTranslation(constructorTexts);
  const id = useId();
  return (
    <div className="ctor-field">
      <label htmlFor={id} className="ctor-label">
        {t('constructor.startDate')}
      </label>
      <input
        id={id}
        type="date"
        className="ctor-input"
        min={first}
        max={last}
        value={value}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-range ${id}-error`}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <p id={`${id}-range`} className="ctor-hint">
        {t('constructor.startDate.range', { first: shownDate(first), last: shownDate(last) })}
      </p>
      <p id={`${id}-error`} className="ctor-error">
        {error ? t(error) : ''}
      </p>
    </div>
  );
}
