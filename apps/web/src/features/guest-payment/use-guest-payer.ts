import { useState } from 'react';
import { normaliseFullPhone } from '@city-parking/contract/profile/contact-rules';
import { useMethodChoice, type MethodChoice } from '@/domains/payments/use-method-choice.ts';
import { guestPhoneIssue, type GuestPhoneIssue } from './guest-phone-issue.ts';

/** Who pays and how, on both guest forms: a provider method and a typed phone. */
export interface GuestPayer {
  choice: MethodChoice;
  phone: string;
  setPhone: (phone: string) => void;
  touched: { method: boolean; phone: boolean };
  touch: (field: 'method' | 'phone') => void;
  issues: { method?: 'empty'; phone?: GuestPhoneIssue };
  /** The phone to send, 11 digits starting with 7, once it passes the rules. */
  phoneToSend: string | null;
  /** A method is chosen and the phone passes. */
  ready: boolean;
  reset: () => void;
}

/**
 * The guest's payment method (the city's provider methods, the first by default: a guest has no
 * balance) and phone (a guest has no profile phones to choose from, so it is typed).
 */
export function useGuestPayer(): GuestPayer {
  const choice = useMethodChoice();
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState({ method: false, phone: false });
  const issues: GuestPayer['issues'] = {};
  if (!choice.method) issues.method = 'empty';
  const phoneIssue = guestPhoneIssue(phone);
  if (phoneIssue) issues.phone = phoneIssue;
  return {
    choice,
    phone,
    setPhone,
    touched,
    touch: (field) => setTouched((previous) => ({ ...previous, [field]: true })),
    issues,
    phoneToSend: phoneIssue ? null : normaliseFullPhone(phone),
    ready: !issues.method && !issues.phone,
    reset: () => {
      setPhone('');
      setTouched({ method: false, phone: false });
    },
  };
}
