import { corpPlateIssue, corpPlateOf } from '@city-parking/contract/corporate/corp-plate';

/** The fleet forms' field rules, as the server's (corp-plate.ts): issues are keys of the coop texts. */

/** A plate as the server keeps it: Latin look-alikes in Cyrillic, no spaces, capitals. */
export const plateOf = corpPlateOf;

/** A plate the driver's vehicle rules refuse (accounts 5): over 9 characters or no Russian template. */
export const plateIssue = (value: string): 'plate' | null => (corpPlateIssue(value) ? 'plate' : null);

export const vinOf = (value: string) => value.trim().toUpperCase();
export const imeiOf = (value: string) => value.replace(/[\s-]/g, '');

export const vinIssue = (value: string): 'vin' | null => (/^[0-9A-Z]{0,17}$/.test(vinOf(value)) ? null : 'vin');
export const imeiIssue = (value: string): 'imei' | null => (/^(\d{15})?$/.test(imeiOf(value)) ? null : 'imei');
