import { useTranslation } from 'react-i18next';
import type { ParkingFields, ParkingFieldValues } from '../read-parking-fields.ts';
import { DurationField } from './duration-field.tsx';
import { PaymentTypeFields } from './payment-type-fields.tsx';

type TimeField = 'duration' | 'type' | 'time';

interface ParkingTimeFieldsProps {
  values: Pick<ParkingFieldValues, TimeField>;
  /** The form's setter; every one of these values is text (the payment type is one of its words). */
  set: (name: TimeField, value: string) => void;
  /** The reading of the form: the duration's and the start time's issues. */
  reading: Pick<ParkingFields, 'issues' | 'post'>;
  /** The form's rule of when a field's issue is said, and how a field is marked left. */
  shown: (field: 'duration' | 'time') => boolean;
  touch: (field: 'duration' | 'time') => void;
  /** The city pays afterwards too (usePostPayment): the payment type and start time follow the duration. */
  postPayment: boolean;
  withYesterday: boolean;
  now: Date;
  disabled: boolean;
}

/** How long, and (where post-payment is on) since when: the middle of both roadside forms, with their issues. */
export function ParkingTimeFields({ values, set, reading, shown, touch, postPayment, withYesterday, now, disabled }: ParkingTimeFieldsProps) {
  const { t } = useTranslation();
  const { issues, post } = reading;
  const durationError = shown('duration') && issues.duration ? t(issues.duration, { ns: 'errors' }) : null;
  // A future start is said at once: it is a choice the payer has just made, not a gap to fill.
  const timeError = post.issue && (post.issue === 'FuturePost' || shown('time')) ? t(post.issue, { ns: 'errors' }) : null;
  return (
    <>
      <DurationField
        value={values.duration}
        onChange={(duration) => set('duration', duration)}
        onBlur={() => touch('duration')}
        error={durationError}
        disabled={disabled}
        from={post.timestart}
      />
      {postPayment && (
        <PaymentTypeFields
          type={values.type}
          time={values.time}
          withYesterday={withYesterday}
          onType={(type) => {
            // Another type means another day or none: the old start time no longer applies.
            set('type', type);
            set('time', '');
          }}
          onTime={(time) => set('time', time)}
          onBlur={() => touch('time')}
          now={now}
          error={timeError}
          disabled={disabled}
        />
      )}
    </>
  );
}
