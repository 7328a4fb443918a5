/** The fleet forms' field rules, as the server's (corp-fields.ts): issues are keys of the coop texts. */

export const plateOf = (value: string) => value.trim().replace(/\s+/g, '').toUpperCase();
export const vinOf = (value: string) => value.trim().toUpperCase();
export const imeiOf = (value: string) => value.replace(/[\s-]/g, '');

export const vinIssue = (value: string): 'vin' | null => (/^[0-9A-Z]{0,17}$/.test(vinOf(value)) ? null : 'vin');
export const imeiIssue = (value: string): 'imei' | null => (/^(\d{15})?$/.test(imeiOf(value)) ? null : 'imei');
