import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { guestPaymentTexts } from '../texts.ts';

interface GuestPhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  disabled?: boolean;
}

/** The payer's phone, typed: a guest has no profile phones to choose from. */
export function GuestPhoneField({ value, onChange, onBlur, error, disabled }: GuestPhoneFieldProps) {
  const { t } = useTranslation(guestPaymentTexts);
  return (
    <TextInput
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      label={t('guest.phone')}
      description={t('guest.phoneHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      required
    />
  );
}
