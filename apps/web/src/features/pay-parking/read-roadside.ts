import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import type { TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import { normalisePlate, type TPlateIssue } from '@city-parking/contract/vehicle/plate';
import {
  emptyParkingValues,
  readParkingFields,
  type ParkingFields,
  type ParkingFieldsContext,
  type ParkingFieldValues,
} from '@/domains/parking/read-parking-fields.ts';
import { readPlate, type PlateValues } from '@/domains/parking/read-plate.ts';

/** The vehicle select's choice for a plate typed by hand. */
export const OTHER_VEHICLE = 'other';

export interface RoadsideValues extends PlateValues, ParkingFieldValues {
  /** A profile vehicle's numberTs, OTHER_VEHICLE, or '' for the default (the primary vehicle). */
  vehicle: string;
}

export const initialRoadside = (zone: string): RoadsideValues => ({ ...emptyParkingValues(), zone, vehicle: '' });

export interface RoadsideContext extends ParkingFieldsContext {
  /** The profile's vehicles, primary first. */
  vehicles: readonly TVehicle[];
  useTsCategory: boolean;
  /** Plates with a session running now (a typed plate may not start a second one). */
  parkedPlates: readonly string[];
}

export type VehicleIssue = TPlateIssue | 'parked';

export interface RoadsideReading extends ParkingFields {
  /** The vehicle select's effective value. */
  vehicleChoice: string;
  vehicle?: TPaymentVehicle;
  issues: ParkingFields['issues'] & { vehicle?: VehicleIssue };
}

function typedVehicle(values: RoadsideValues, context: RoadsideContext): { vehicle?: TPaymentVehicle; issue?: VehicleIssue } {
  const typed = readPlate(values, context.useTsCategory);
  if (typed.vehicle && context.parkedPlates.some((plate) => normalisePlate(plate) === normalisePlate(typed.vehicle.Number))) return { issue: 'parked' };
  return typed;
}

/** Everything the roadside card derives from its fields: the chosen things, the issues, the cost to ask. */
export function readRoadside(values: RoadsideValues, context: RoadsideContext): RoadsideReading {
  const vehicleChoice = values.vehicle || (context.vehicles[0]?.numberTs ?? OTHER_VEHICLE);
  let vehicle: TPaymentVehicle | undefined;
  let vehicleIssue: VehicleIssue | undefined;
  if (vehicleChoice === OTHER_VEHICLE) {
    const typed = typedVehicle(values, context);
    vehicle = typed.vehicle;
    vehicleIssue = typed.issue;
  } else {
    const own = context.vehicles.find((v) => v.numberTs === vehicleChoice);
    if (own) vehicle = { Number: own.numberTs, Category: own.category, NumberFormat: own.formatGrz };
    else vehicleIssue = 'required';
  }

  const fields = readParkingFields(values, vehicle, context);
  return { ...fields, vehicleChoice, vehicle, issues: { ...fields.issues, vehicle: vehicleIssue } };
}
