import { addDays } from '@city-parking/contract/tariff/city-time';
import { subscriptionStartBounds } from '@city-parking/contract/subscriptions/subscription-type';
import type { TSelectedAbonementsRequest } from '@city-parking/contract/subscriptions/subscription-constructor';

/** What the driver chose; '' and 0 stand for "not chosen yet". */
export interface ConstructorForm {
  zones: string[];
  vehicle: string;
  /** YYYY-MM-DD on the city's clock. */
  startDate: string;
  timing: number;
}

export type ConstructorField = keyof ConstructorForm;
/** Text keys of the field errors (the feature's namespace). */
export type ConstructorErrors = Partial<Record<ConstructorField, string>>;

/** The earliest and latest start date a driver may pick on `today` (the city's date). */
export function startDateBounds(today: string, offsetDays = 0): { first: string; last: string } {
  // The spec forbids a start before today, whatever the offset says; the server refuses beyond a month.
  return subscriptionStartBounds(today, Math.max(0, offsetDays));
}

/** A new form: no zone, the only vehicle if there is one, a start tomorrow (spec §9), the shortest timing. */
export function defaultForm(today: string, vehicles: readonly string[], timings: readonly number[], offsetDays = 0): ConstructorForm {
  const { first, last } = startDateBounds(today, offsetDays);
  const tomorrow = addDays(today, 1);
  const startDate = tomorrow < first ? first : tomorrow > last ? last : tomorrow;
  return { zones: [], vehicle: vehicles.length === 1 ? (vehicles[0] ?? '') : '', startDate, timing: timings[0] ?? 0 };
}

/** The spec's rules (§5): a zone at least, a vehicle, a start date inside the window, a timing. */
export function validateForm(form: ConstructorForm, bounds: { first: string; last: string }): ConstructorErrors {
  const errors: ConstructorErrors = {};
  if (form.zones.length === 0) errors.zones = 'constructor.error.zones';
  if (form.vehicle === '') errors.vehicle = 'constructor.error.vehicle';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.startDate)) errors.startDate = 'constructor.error.startDate';
  else if (form.startDate < bounds.first) errors.startDate = 'constructor.error.startTooEarly';
  else if (form.startDate > bounds.last) errors.startDate = 'constructor.error.startTooLate';
  if (form.timing <= 0) errors.timing = 'constructor.error.timing';
  return errors;
}

/** The call's body for a form. */
export function searchRequestOf(form: ConstructorForm): TSelectedAbonementsRequest {
  return { zones: form.zones, dateStart: form.startDate, timing: form.timing };
}

/** Search is offered when no field has an error and the form changed since the last search (spec §2.4). */
export function canSearch(errors: ConstructorErrors, changedSinceSearch: boolean): boolean {
  return changedSinceSearch && Object.keys(errors).length === 0;
}
