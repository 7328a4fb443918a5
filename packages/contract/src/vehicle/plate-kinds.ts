/** Plate formats and vehicle categories: the names alone, for shapes that must not carry the plate rules. */
export const PLATE_FORMATS = ['rus', 'foreign'] as const;
export type TPlateFormat = (typeof PLATE_FORMATS)[number];
/** The spec: "Default format is Russian". */
export const DEFAULT_PLATE_FORMAT: TPlateFormat = 'rus';

export const VEHICLE_CATEGORIES = ['A', 'B', 'C', 'D', 'M'] as const;
export type TVehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
export const DEFAULT_VEHICLE_CATEGORY: TVehicleCategory = 'B';
