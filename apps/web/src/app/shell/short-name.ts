/**
 * A driver's name short enough for a phone's header: the first name and the last name's initial
 * ("Анна С."), never a word cut in the middle. Without a first name the last name stands alone.
 */
export function shortName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (!first) return last;
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
