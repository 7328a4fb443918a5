import { useId, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentCity } from '@/lib/city/current-city.ts';
import { durationLabel, quickMinutes, useDurationMinutes } from '@/domains/payments/duration-options.ts';
import { useNow } from '@/domains/sessions/use-now.ts';
import { parkingTexts } from '../texts.ts';
import { durationEnd } from './duration-end.ts';
import { DurationStepper } from './duration-stepper.tsx';

interface DurationFieldProps {
  /** Minutes as text; '' until chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Called when the focus leaves the whole group (a field left unanswered). */
  onBlur?: () => void;
  error?: string | null;
  disabled?: boolean;
  /** The group's name; "Duration" unless the form asks something more exact ("Extend by"). */
  label?: string;
  /**
   * Where the chosen time starts (an instant): the picked start of a post-payment, the current end
   * of a session being extended. Without it the parking starts now, and the end line follows the clock.
   */
  from?: Date | string;
  /** The dialog's first field: the checked choice (or the first) takes the focus when it opens. */
  autoFocus?: boolean;
}

// The end line follows the clock closely enough for a minute display without re-rendering every second.
const CLOCK_STEP_MS = 10_000;

/**
 * How long to park, within the city's intervals setting: the common durations as one row of radio
 * buttons (the arrow keys move between them, as in any radio group), "More" for a stepper over
 * every allowed value, and always the end time the choice leads to. Nothing is chosen until the driver picks.
 */
export function DurationField({ value, onChange, onBlur, error, disabled, label, from, autoFocus }: DurationFieldProps) {
  const { t } = useTranslation(parkingTexts);
  const allowed = useDurationMinutes();
  const quick = quickMinutes(allowed);
  const now = useNow(CLOCK_STEP_MS);
  const name = useId();
  const endId = useId();
  const errorId = useId();
  const minutes = value === '' ? undefined : Number(value);
  // "More" stays open once chosen, even when the stepper passes a quick value; a value no quick choice holds opens it too.
  const [moreChosen, setMoreChosen] = useState(false);
  const more = moreChosen || (minutes !== undefined && !quick.includes(minutes));
  const legend = label ?? t('parking.duration');

  const chooseQuick = (choice: number) => {
    setMoreChosen(false);
    onChange(String(choice));
  };
  const chooseMore = () => {
    setMoreChosen(true);
    // The stepper starts from the current choice, or just beyond the longest quick one.
    if (minutes === undefined) onChange(String(allowed.find((m) => m > (quick.at(-1) ?? 0)) ?? allowed.at(-1) ?? ''));
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  const end = minutes === undefined ? undefined : durationEnd(from === undefined ? now : new Date(from), minutes, now, currentCity.timeZone);
  const choices = [
    ...quick.map((choice) => ({ key: String(choice), text: durationLabel(t, choice), checked: !more && minutes === choice, pick: () => chooseQuick(choice) })),
    { key: 'more', text: t('parking.durationMore'), checked: more, pick: chooseMore },
  ];
  const focusKey = choices.find((choice) => choice.checked)?.key ?? choices[0]?.key;

  return (
    <fieldset
      className="duration-field"
      disabled={disabled}
      onBlur={leave}
      aria-describedby={error ? `${endId} ${errorId}` : endId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="duration-legend">
        {legend}
        <span className="duration-required" aria-hidden>
          {' *'}
        </span>
      </legend>
      <div className="duration-choices" style={{ gridTemplateColumns: `repeat(${choices.length}, minmax(0, 1fr))` }}>
        {choices.map((choice) => (
          <label key={choice.key} className="duration-choice">
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={choice.checked}
              onChange={choice.pick}
              required
              data-autofocus={autoFocus && choice.key === focusKey ? true : undefined}
            />
            <span>{choice.text}</span>
          </label>
        ))}
      </div>
      {more && minutes !== undefined && (
        <DurationStepper allowed={allowed} value={minutes} onChange={(next) => onChange(String(next))} label={legend} describedBy={endId} disabled={disabled} />
      )}
      <p id={endId} className="duration-end">
        {end ? t(end.date ? 'parking.durationUntilDate' : 'parking.durationUntil', { ...end }) : t('parking.chooseDuration')}
      </p>
      {error && (
        <p id={errorId} className="duration-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
