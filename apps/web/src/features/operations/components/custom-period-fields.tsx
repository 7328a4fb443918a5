import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import { useId, useState } from 'react';
import { Stack, UnstyledButton } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { fromPickerText, toPickerText } from '../picker-date.ts';
import { operationsTexts } from '../texts.ts';

interface Props {
  /** YYYY-MM-DD on the city's clock, or '' for no bound. */
  start: string;
  end: string;
  /** The city's today: no later day can hold an operation. */
  today: string;
  onChange: (start: string, end: string) => void;
}

interface FieldProps {
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (value: string) => void;
}

/**
 * A date typed as DD/MM/YYYY, or picked on a calendar that opens below it (in the page's flow,
 * not floating: Mantine's DatePickerInput would bring the floating-positioning engine and split
 * the input code that the sign-up pages share, pushing them over their 170 KB).
 */
function DateField({ label, value, min, max, onChange }: FieldProps) {
  const { t } = useTranslation(operationsTexts);
  const { language } = useLanguage();
  const id = useId();
  const [text, setText] = useState(toPickerText(value));
  const [shown, setShown] = useState(value);
  const [issue, setIssue] = useState('');
  const [open, setOpen] = useState(false);
  // A value set from outside (the calendar, the address) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setText(toPickerText(value));
    setIssue('');
  }
  const commit = () => {
    const date = fromPickerText(text);
    if (date === null) return setIssue(t('operations.dateInvalid'));
    if (date !== '' && ((min && date < min) || date > max)) return setIssue(t('operations.dateOutOfRange'));
    setIssue('');
    if (date !== value) onChange(date);
  };
  return (
    <div className="ops-field">
      <label htmlFor={id} className="ops-label">
        {label}
      </label>
      <div className="ops-date-row">
        <input
          id={id}
          className="ops-select"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('operations.datePlaceholder')}
          value={text}
          aria-invalid={issue !== ''}
          aria-describedby={issue ? `${id}-issue` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <UnstyledButton
          className="ops-calendar-toggle"
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          aria-label={t('operations.calendarFor', { field: label })}
          onClick={() => setOpen((opened) => !opened)}
        >
          {t('operations.calendar')}
        </UnstyledButton>
      </div>
      {issue && (
        <p id={`${id}-issue`} className="ops-field-issue">
          {issue}
        </p>
      )}
      <div id={`${id}-calendar`} hidden={!open}>
        {open && (
          <DatePicker
            locale={language}
            firstDayOfWeek={1}
            value={value || null}
            defaultDate={value || max}
            minDate={min || undefined}
            maxDate={max}
            size="sm"
            onChange={(date) => {
              setOpen(false);
              if (date) onChange(date);
            }}
          />
        )}
      </div>
    </div>
  );
}

/** The custom period's from and to dates (DD/MM/YYYY); each bound limits the other, so the period is never reversed. */
export function CustomPeriodFields({ start, end, today, onChange }: Props) {
  const { t } = useTranslation(operationsTexts);
  return (
    <Stack gap="sm">
      <DateField label={t('operations.from')} value={start} min="" max={end || today} onChange={(value) => onChange(value, end)} />
      <DateField label={t('operations.to')} value={end} min={start} max={today} onChange={(value) => onChange(start, value)} />
    </Stack>
  );
}
