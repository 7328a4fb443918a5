/** YYYY-MM-DD as the fields show it: DD/MM/YYYY; '' stays ''. */
export function toPickerText(date: string): string {
  const [year, month, day] = date.split('-');
  return date ? `${day}/${month}/${year}` : '';
}

/**
 * A typed DD/MM/YYYY (dots, dashes and single digits are taken too) as YYYY-MM-DD; '' for an empty
 * field; null for anything that is not a real calendar day.
 */
export function fromPickerText(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** Whether YYYY-MM-DD names a real calendar day (an address's query may say anything). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
