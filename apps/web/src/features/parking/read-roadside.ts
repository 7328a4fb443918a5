import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import type { TZoneListItem } from '@city-parking/contract/parking/zones';
import type { TVehicle } from '@city-parking/contract/profile/vehicle-calls';
import { checkCategory, checkPlate, DEFAULT_VEHICLE_CATEGORY, normalisePlate, type TPlateFormat, type TPlateIssue } from '@city-parking/contract/vehicle/plate';
import type { CostInput } from '@/lib/payments/get-cost.ts';
import { postStart, type PaymentType, type PostStart } from './post-start.ts';

/** The vehicle select's choice for a plate typed by hand. */
export const OTHER_VEHICLE = 'other';

export interface RoadsideValues {
  /** As typed or picked from the list: a zone number, a parking code or an option's text. */
  zone: string;
  /** A profile vehicle's numberTs, OTHER_VEHICLE, or '' for the default (the primary vehicle). */
  vehicle: string;
  plate: string;
  format: TPlateFormat;
  category: string;
  /** Minutes as text; '' until chosen. */
  duration: string;
  type: PaymentType;
  /** HH:mm on the city's clock, for the post-payment types. */
  time: string;
}

export const initialRoadside = (zone: string): RoadsideValues => ({
  zone,
  vehicle: '',
  plate: '',
  format: 'rus',
  category: DEFAULT_VEHICLE_CATEGORY,
  duration: '',
  type: 'today',
  time: '',
});

export interface RoadsideContext {
  zones: readonly TZoneListItem[];
  /** The profile's vehicles, primary first. */
  vehicles: readonly TVehicle[];
  /** paymentByParkingId: the list is of parkings, chosen by code, and ParkingCode is sent. */
  byParking: boolean;
  useTsCategory: boolean;
  /** Plates with a session running now (a typed plate may not start a second one). */
  parkedPlates: readonly string[];
  now: Date;
  timeZone: string;
}

/** Text of a zone's list option. */
export const zoneOptionText = (zone: TZoneListItem, byParking: boolean) => `${byParking && zone.code ? zone.code : zone.zonenumber} — ${zone.name}`;

/** The zone that the typed text names: an option's text, a zone number, or (paying by parking) a code. */
export function findZone(text: string, zones: readonly TZoneListItem[], byParking: boolean): TZoneListItem | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  return zones.find(
    (zone) =>
      zoneOptionText(zone, byParking).toLowerCase() === wanted ||
      zone.zonenumber.toLowerCase() === wanted ||
      (byParking && zone.code.toLowerCase() === wanted),
  );
}

export type VehicleIssue = TPlateIssue | 'parked';

export interface RoadsideReading {
  zone?: TZoneListItem;
  /** The vehicle select's effective value. */
  vehicleChoice: string;
  vehicle?: TPaymentVehicle;
  duration?: number;
  post: PostStart;
  issues: {
    zone?: 'NoZoneSelected' | 'ZoneNotFound';
    vehicle?: VehicleIssue;
    duration?: 'NoDurationSelected';
  };
  /** What the cost is asked for; null until zone, vehicle, duration (and a valid start time) are set. */
  costInput: CostInput | null;
}

function typedVehicle(values: RoadsideValues, context: RoadsideContext): { vehicle?: TPaymentVehicle; issue?: VehicleIssue } {
  const checked = checkPlate(values.plate, values.format);
  if (!checked.ok) return { issue: checked.issue };
  const category = context.useTsCategory ? values.category : DEFAULT_VEHICLE_CATEGORY;
  if (context.useTsCategory) {
    const issue = checkCategory(category, checked.value.type);
    if (issue) return { issue };
  }
  if (context.parkedPlates.some((plate) => normalisePlate(plate) === normalisePlate(checked.value.plate))) return { issue: 'parked' };
  return { vehicle: { Number: checked.value.plate, Category: category as TPaymentVehicle['Category'], NumberFormat: values.format } };
}

/** Everything the roadside card derives from its fields: the chosen things, the issues, the cost to ask. */
export function readRoadside(values: RoadsideValues, context: RoadsideContext): RoadsideReading {
  const issues: RoadsideReading['issues'] = {};
  const zone = findZone(values.zone, context.zones, context.byParking);
  if (!zone) issues.zone = values.zone.trim() === '' ? 'NoZoneSelected' : 'ZoneNotFound';

  const vehicleChoice = values.vehicle || (context.vehicles[0]?.numberTs ?? OTHER_VEHICLE);
  let vehicle: TPaymentVehicle | undefined;
  if (vehicleChoice === OTHER_VEHICLE) {
    const typed = typedVehicle(values, context);
    vehicle = typed.vehicle;
    issues.vehicle = typed.issue;
  } else {
    const own = context.vehicles.find((v) => v.numberTs === vehicleChoice);
    if (own) vehicle = { Number: own.numberTs, Category: own.category, NumberFormat: own.formatGrz };
    else issues.vehicle = 'required';
  }

  const duration = values.duration === '' ? undefined : Number(values.duration);
  if (duration === undefined) issues.duration = 'NoDurationSelected';

  const post = postStart(values.type, values.time, context.now, context.timeZone);
  const ready = zone && vehicle && duration !== undefined && !post.issue;
  const costInput: CostInput | null = ready
    ? {
        zone: zone.zonenumber,
        ...(context.byParking ? { parkingCode: zone.code } : {}),
        vehicle,
        duration,
        ...(post.timestart ? { timestart: post.timestart } : {}),
      }
    : null;
  return { zone, vehicleChoice, vehicle, duration, post, issues, costInput };
}
