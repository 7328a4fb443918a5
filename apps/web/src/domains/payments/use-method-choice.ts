import { useState } from 'react';
import { BALANCE_METHOD } from '@city-parking/contract/payments/session-calls';
import { RECEIPT_METHOD } from '@city-parking/contract/receipts/receipt-method';
import type { TPaymentMethod } from '@city-parking/contract/site/settings';
import { useProfile } from '../profile/api/get-profile.ts';
import { useSiteOptions } from '../site/api/get-site-options.ts';

/** A payment method and the phone it pays from, as the payment modal's forms choose them. */
export interface MethodChoice {
  /** The provider methods of the city (the balance is not one of them). */
  methods: TPaymentMethod[];
  method: string;
  setMethod: (method: string) => void;
  phones: { phone: string; isMain: boolean }[];
  phone: string;
  setPhone: (phone: string) => void;
  /** The chosen method asks for a phone. */
  needsPhone: boolean;
  /** The phone to send: the chosen one when the method needs it, otherwise none. */
  phoneToSend: string | null;
  /** Catalogue error names per field (RequiredField), or nothing when the choice can be paid with. */
  issues: { method?: 'RequiredField'; phone?: 'RequiredField' };
}

/**
 * The first configured provider method is the default (spec §9), and the profile's main phone the
 * default phone. «Квитанция» is offered only where `receipt` is asked for (a top-up) and the city
 * issues documents (useReceipts); it is never the default, since choosing it switches the modal.
 */
export function useMethodChoice({ receipt = false }: { receipt?: boolean } = {}): MethodChoice {
  const settings = useSiteOptions().data?.settings;
  const withReceipt = receipt && settings?.useReceipts === true;
  const methods = (settings?.paymentsMethods ?? []).filter((m) => m.methodName !== BALANCE_METHOD && (withReceipt || m.methodName !== RECEIPT_METHOD));
  const phones = useProfile().data?.telephones ?? [];
  const [picked, setMethod] = useState<string | null>(null);
  const [pickedPhone, setPhone] = useState<string | null>(null);
  // Settings and profile may arrive after the form opens; until the driver picks, the defaults follow them.
  const method = picked ?? methods.find((m) => m.methodName !== RECEIPT_METHOD)?.methodName ?? '';
  const phone = pickedPhone ?? phones.find((p) => p.isMain)?.phone ?? phones[0]?.phone ?? '';
  const needsPhone = methods.find((m) => m.methodName === method)?.isPhoneRequired ?? false;
  const issues: MethodChoice['issues'] = {};
  if (!method) issues.method = 'RequiredField';
  if (needsPhone && !phone) issues.phone = 'RequiredField';
  return { methods, method, setMethod, phones, phone, setPhone, needsPhone, phoneToSend: needsPhone ? phone : null, issues };
}
