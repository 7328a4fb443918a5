import type { TPaymentVehicle } from '@city-parking/contract/payments/payment-fields';
import { checkCategory, checkPlate, DEFAULT_VEHICLE_CATEGORY, type TPlateFormat, type TPlateIssue } from '@city-parking/contract/vehicle/plate';

/** A plate typed by hand, with its format and (where the city asks) category. */
export interface PlateValues {
  plate: string;
  format: TPlateFormat;
  category: string;
}

export type PlateReading = { vehicle: TPaymentVehicle; issue?: never } | { vehicle?: never; issue: TPlateIssue };

/** The payment vehicle a typed plate makes, or the plate rule it breaks. */
export function readPlate(values: PlateValues, useTsCategory: boolean): PlateReading {
  const checked = checkPlate(values.plate, values.format);
  if (!checked.ok) return { issue: checked.issue };
  const category = useTsCategory ? values.category : DEFAULT_VEHICLE_CATEGORY;
  if (useTsCategory) {
    const issue = checkCategory(category, checked.value.type);
    if (issue) return { issue };
  }
  return { vehicle: { Number: checked.value.plate, Category: category as TPaymentVehicle['Category'], NumberFormat: values.format } };
}
