import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import type { TZoneListItem } from '@city-parking/contract/parking/zones';
import { DEFAULT_VEHICLE_CATEGORY } from '@city-parking/contract/vehicle/plate';
import type { CostInput } from '../payments/api/get-cost.ts';
import { findZone } from './find-zone.ts';
import { postPaymentStart, type PaymentType, type PostPaymentStart } from './post-payment-start.ts';
import type { PlateValues } from './read-plate.ts';

/** The fields every roadside form has besides the vehicle. */
export interface ParkingFieldValues {
  /** As typed or picked from the list: a zone number, a parking code or an option's text. */
  zone: string;
  /** Minutes as text; '' until chosen. */
  duration: string;
  type: PaymentType;
  /** HH:mm on the city's clock, for the post-payment types. */
  time: string;
}

/** A roadside form before anything is chosen: no zone, a Russian plate of the default category, paying from now. */
export const emptyParkingValues = (): ParkingFieldValues & PlateValues => ({
  zone: '',
  plate: '',
  format: 'rus',
  category: DEFAULT_VEHICLE_CATEGORY,
  duration: '',
  type: 'today',
  time: '',
});

export interface ParkingFieldsContext {
  zones: readonly TZoneListItem[];
  /** paymentByParkingId: the list is of parkings, chosen by code, and ParkingCode is sent. */
  byParking: boolean;
  now: Date;
  timeZone: string;
}

export interface ParkingFields {
  zone?: TZoneListItem;
  duration?: number;
  post: PostPaymentStart;
  issues: {
    zone?: 'NoZoneSelected' | 'ZoneNotFound';
    duration?: 'NoDurationSelected';
  };
  /** What the cost is asked for; null until zone, vehicle, duration (and a valid start time) are set. */
  costInput: CostInput | null;
}

/** The chosen zone, duration and start time with their issues, and, with the vehicle read by the form, the cost to ask. */
export function readParkingFields(values: ParkingFieldValues, vehicle: TPaymentVehicle | undefined, context: ParkingFieldsContext): ParkingFields {
  const issues: ParkingFields['issues'] = {};
  const zone = findZone(values.zone, context.zones, context.byParking);
  if (!zone) issues.zone = values.zone.trim() === '' ? 'NoZoneSelected' : 'ZoneNotFound';
  const duration = values.duration === '' ? undefined : Number(values.duration);
  if (duration === undefined) issues.duration = 'NoDurationSelected';
  const post = postPaymentStart(values.type, values.time, context.now, context.timeZone);

  const costInput: CostInput | null =
    zone && vehicle && duration !== undefined && !post.issue
      ? {
          zone: zone.zonenumber,
          ...(context.byParking ? { parkingCode: zone.code } : {}),
          vehicle,
          duration,
          ...(post.timestart ? { timestart: post.timestart } : {}),
        }
      : null;
  return { zone, duration, post, issues, costInput };
}
