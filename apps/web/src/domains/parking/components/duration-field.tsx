import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDurationOptions } from '@/domains/payments/duration-options.ts';
import { parkingTexts } from '../texts.ts';

interface DurationFieldProps {
  /** Minutes as text; '' until chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  disabled?: boolean;
}

/** How long to park, from the city's intervals setting; nothing is chosen until the driver picks. */
export function DurationField({ value, onChange, onBlur, error, disabled }: DurationFieldProps) {
  const { t } = useTranslation(parkingTexts);
  const durations = useDurationOptions();
  return (
    <NativeSelect
      label={t('parking.duration')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      data={[{ value: '', label: t('parking.chooseDuration') }, ...durations]}
      error={error}
      disabled={disabled}
      required
    />
  );
}
