/** Digits only: the form in which phones are stored and sent. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** `+ 7 (912) 345-67-89` for an 11-digit phone; anything else is shown as it was given. */
export function formatPhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 11) return phone;
  return `+ ${digits[0]} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}
