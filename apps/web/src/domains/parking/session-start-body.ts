import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';

/** Where and what parks: the part of a session start that every kind of start sends. */
export interface SessionStartPlace {
  zone: string;
  /** The parking's code where the city pays by parking (paymentByParkingId), otherwise ''. */
  parkingCode: string;
  vehicle: TPaymentVehicle;
}

/** The opening fields of a start's body (driver's, no-balance or guest's): the token, then the vehicle and where it stands. */
export function sessionStartBody(token: string, place: SessionStartPlace) {
  return { Token: token, Vehicle: place.vehicle, Zone: place.zone, ParkingCode: place.parkingCode };
}
