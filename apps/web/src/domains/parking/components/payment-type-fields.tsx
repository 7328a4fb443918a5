import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDays, wallClockAt } from '@city-parking/contract/tariff/city-time';
import { currentCity } from '@/lib/city/current-city.ts';
import type { PaymentType } from '../post-payment-start.ts';
import { parkingTexts } from '../texts.ts';

interface PaymentTypeFieldsProps {
  type: PaymentType;
  time: string;
  /** usePostPaymentYesterday */
  withYesterday: boolean;
  onType: (type: PaymentType) => void;
  onTime: (time: string) => void;
  onBlur: () => void;
  now: Date;
  error?: string | null;
  disabled?: boolean;
}

/** Pay from now, or afterwards from a start time earlier today (or yesterday) on the city's clock. */
export function PaymentTypeFields({ type, time, withYesterday, onType, onTime, onBlur, now, error, disabled }: PaymentTypeFieldsProps) {
  const { t } = useTranslation(parkingTexts);
  const types: PaymentType[] = withYesterday ? ['today', 'postPayment', 'postPaymentYesterday'] : ['today', 'postPayment'];
  const yesterday = type === 'postPaymentYesterday';
  const today = wallClockAt(now, currentCity.timeZone).date;
  const [year, month, date] = (yesterday ? addDays(today, -1) : today).split('-');
  const day = { date: `${date}.${month}.${year}` };
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('parking.paymentType')}
        value={type}
        onChange={(event) => onType(event.currentTarget.value as PaymentType)}
        data={types.map((value) => ({ value, label: t(`parking.type.${value}`) }))}
        disabled={disabled}
      />
      {type !== 'today' && (
        <TextInput
          type="time"
          label={t('parking.startTime')}
          description={yesterday ? t('parking.startTimeYesterday', day) : t('parking.startTimeToday', day)}
          value={time}
          onChange={(event) => onTime(event.currentTarget.value)}
          onBlur={onBlur}
          error={error}
          disabled={disabled}
          required
        />
      )}
    </Stack>
  );
}
