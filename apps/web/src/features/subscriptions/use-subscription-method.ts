import { useState } from 'react';
import { BALANCE_METHOD } from '@city-parking/contract/payments/session-calls';
import { RECEIPT_METHOD } from '@city-parking/contract/receipts/receipt-method';
import type { MethodChoice } from '@/domains/payments/use-method-choice.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';

/**
 * The method a subscription is paid with: every method of the city, the balance included (unlike a
 * top-up's), and the balance first where the city uses one; the profile's main phone for a method
 * that charges a phone. «Квитанция» where the city issues documents (useReceipts), never the default.
 */
export function useSubscriptionMethod(): MethodChoice {
  const settings = useSiteOptions().data?.settings;
  const all = settings?.paymentsMethods ?? [];
  const methods = all.filter(
    (m) => !(settings?.dontUseBalance && m.methodName === BALANCE_METHOD) && (settings?.useReceipts === true || m.methodName !== RECEIPT_METHOD),
  );
  const phones = useProfile().data?.telephones ?? [];
  const [picked, setMethod] = useState<string | null>(null);
  const [pickedPhone, setPhone] = useState<string | null>(null);
  // Settings and profile may arrive after the form opens; until the driver picks, the defaults follow them.
  const method = picked ?? (methods.find((m) => m.methodName === BALANCE_METHOD) ?? methods.find((m) => m.methodName !== RECEIPT_METHOD))?.methodName ?? '';
  const phone = pickedPhone ?? phones.find((p) => p.isMain)?.phone ?? phones[0]?.phone ?? '';
  const needsPhone = methods.find((m) => m.methodName === method)?.isPhoneRequired ?? false;
  const issues: MethodChoice['issues'] = {};
  if (!method) issues.method = 'RequiredField';
  if (needsPhone && !phone) issues.phone = 'RequiredField';
  return { methods, method, setMethod, phones, phone, setPhone, needsPhone, phoneToSend: needsPhone ? phone : null, issues };
}
