import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import type { TPlateIssue } from '@city-parking/contract/vehicle/plate';
import type { PaymentType } from '@/domains/parking/post-payment-start.ts';
import {
  emptyParkingValues,
  readParkingFields,
  type ParkingFields,
  type ParkingFieldsContext,
  type ParkingFieldValues,
} from '@/domains/parking/read-parking-fields.ts';
import { readPlate, type PlateValues } from '@/domains/parking/read-plate.ts';

export interface GuestValues extends PlateValues, ParkingFieldValues {
  /** Today or postPayment: a guest is not offered yesterday's post-payment (spec §4). */
  type: PaymentType;
}

export const initialGuestValues = (): GuestValues => emptyParkingValues();

export interface GuestContext extends ParkingFieldsContext {
  useTsCategory: boolean;
}

export interface GuestReading extends ParkingFields {
  vehicle?: TPaymentVehicle;
  issues: ParkingFields['issues'] & { vehicle?: TPlateIssue };
}

/** Everything the guest's roadside form derives from its parking fields: the chosen things, the issues, the cost to ask. */
export function readGuestForm(values: GuestValues, context: GuestContext): GuestReading {
  const { vehicle, issue: vehicleIssue } = readPlate(values, context.useTsCategory);
  const fields = readParkingFields(values, vehicle, context);
  const issues: GuestReading['issues'] = { ...fields.issues };
  if (vehicleIssue) issues.vehicle = vehicleIssue;
  return { ...fields, vehicle, issues };
}
