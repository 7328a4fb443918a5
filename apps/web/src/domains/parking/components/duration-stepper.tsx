import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { durationLabel } from '@/domains/payments/duration-options.ts';
import { parkingTexts } from '../texts.ts';

interface DurationStepperProps {
  /** The allowed minutes, ascending (the city's min, min + step, … max). */
  allowed: readonly number[];
  value: number;
  onChange: (minutes: number) => void;
  /** Names the spin button: the field's label. */
  label: string;
  /** Read after the value: the end time the duration leads to. */
  describedBy: string;
  disabled?: boolean;
}

const HOUR = 60;

/**
 * Any allowed duration, a step at a time: − and + for the pointer, and a spin button that takes
 * the arrow keys (a step), Page Up/Down (an hour) and Home/End (the shortest and the longest).
 */
export function DurationStepper({ allowed, value, onChange, label, describedBy, disabled }: DurationStepperProps) {
  const { t } = useTranslation(parkingTexts);
  const index = Math.max(0, allowed.indexOf(value));
  const first = allowed[0] ?? value;
  const last = allowed.at(-1) ?? value;
  const shorter = allowed[index - 1];
  const longer = allowed[index + 1];
  const text = durationLabel(t, value);

  // The city's step, which the buttons name (the last move, up to max, may be shorter).
  const step = (allowed[1] ?? first) - first;
  const by = durationLabel(t, step);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number | undefined> = {
      ArrowUp: longer,
      ArrowRight: longer,
      ArrowDown: shorter,
      ArrowLeft: shorter,
      PageUp: allowed.find((minutes) => minutes >= value + HOUR) ?? last,
      PageDown: allowed.findLast((minutes) => minutes <= value - HOUR) ?? first,
      Home: first,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = moves[event.key];
    if (target !== undefined && target !== value && !disabled) onChange(target);
  };

  return (
    <div className="duration-stepper">
      <button
        type="button"
        className="duration-step"
        onClick={() => shorter !== undefined && onChange(shorter)}
        disabled={disabled || shorter === undefined}
        aria-label={t('parking.durationShorter', { by })}
      >
        −
      </button>
      <div
        role="spinbutton"
        className="duration-value"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuemin={first}
        aria-valuemax={last}
        aria-valuenow={value}
        aria-valuetext={text}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      >
        {text}
      </div>
      <button
        type="button"
        className="duration-step"
        onClick={() => longer !== undefined && onChange(longer)}
        disabled={disabled || longer === undefined}
        aria-label={t('parking.durationLonger', { by })}
      >
        +
      </button>
    </div>
  );
}
