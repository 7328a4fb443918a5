import { useTranslation } from 'react-i18next';
import { MethodFields } from '@/domains/payments/components/method-fields.tsx';
import type { GuestPayer } from '../use-guest-payer.ts';
import { GuestPhoneField } from './guest-phone-field.tsx';
import { guestPaymentTexts } from '../texts.ts';

interface GuestPayerFieldsProps {
  payer: GuestPayer;
  /** Say every issue, touched or not (after a submit). */
  showIssues: boolean;
  /** Called after every change, so that the form can forget an answer it already had. */
  onChange?: () => void;
  disabled?: boolean;
}

/** The payment method and the payer's phone, with the guest form's own wording of their issues (spec §5). */
export function GuestPayerFields({ payer, showIssues, onChange, disabled }: GuestPayerFieldsProps) {
  const { t } = useTranslation(guestPaymentTexts);
  const shown = (field: 'method' | 'phone') => showIssues || payer.touched[field];
  return (
    <MethodFields
      choice={payer.choice}
      onChange={onChange}
      onBlur={() => payer.touch('method')}
      methodError={shown('method') && payer.issues.method ? t('guest.methodEmpty') : null}
      phoneField={
        <GuestPhoneField
          value={payer.phone}
          onChange={(phone) => {
            payer.setPhone(phone);
            onChange?.();
          }}
          onBlur={() => payer.touch('phone')}
          error={shown('phone') && payer.issues.phone ? t(`guest.phone.${payer.issues.phone}`) : null}
          disabled={disabled}
        />
      }
      disabled={disabled}
    />
  );
}
