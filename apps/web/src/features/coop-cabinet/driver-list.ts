import { joinFio, normaliseCorpPhone, splitFio } from '@city-parking/contract/corporate/corp-fields';
import type { TCorpDriver, TCorpProfile } from '@city-parking/contract/corporate/corp-profile';
import { CORP_DRIVER_LIMIT_MAX } from '@city-parking/contract/corporate/corp-driver-calls';
import type { DriverInput } from './api/corp-driver-calls.ts';
import { plateOf } from './fleet-form.ts';

/*
 * The drivers' list changes as the server's answers say (spec 2.10): a driver added goes to the
 * front once the call is ok, a driver removed leaves only then, and the active flag switches only on
 * an ok answer. The cache is changed here, after the answer, never before it.
 */

/** The driver as the server keeps it: the name split on spaces, the phone's digits, the plate as a vehicle's. */
export function driverOf(id: number, input: DriverInput, previous?: TCorpDriver): TCorpDriver {
  const parts = splitFio(input.fio);
  return {
    id,
    name: joinFio(parts),
    ...parts,
    phone: normaliseCorpPhone(input.phone) ?? input.phone.replace(/\D/g, ''),
    ts: plateOf(input.carNumber),
    device: previous?.device ?? '',
    active: previous?.active ?? true,
    monthlyLimit: previous?.monthlyLimit ?? null,
  };
}

type Drivers = (drivers: TCorpDriver[]) => TCorpDriver[];
const withDrivers = (profile: TCorpProfile | undefined, change: Drivers) => profile && { ...profile, drivers: change(profile.drivers) };

export const prependDriver = (profile: TCorpProfile | undefined, driver: TCorpDriver) => withDrivers(profile, (drivers) => [driver, ...drivers]);

export const replaceDriver = (profile: TCorpProfile | undefined, phone: string, next: (driver: TCorpDriver) => TCorpDriver) =>
  withDrivers(profile, (drivers) => drivers.map((driver) => (driver.phone === phone ? next(driver) : driver)));

export const dropDriver = (profile: TCorpProfile | undefined, phone: string) =>
  withDrivers(profile, (drivers) => drivers.filter((driver) => driver.phone !== phone));

/** The limit as the form's text turns it into roubles (`1500,5` → 1500.5); null for none. */
export function limitOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** What the limit field accepts: empty (no limit), or roubles up to 1 000 000 with at most two decimals. */
export function isLimitText(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) return false;
  const value = Number(trimmed.replace(',', '.'));
  return value > 0 && value <= CORP_DRIVER_LIMIT_MAX;
}
