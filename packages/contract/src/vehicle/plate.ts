import { z } from 'zod/mini';
import type { ErrorName } from '../errors/error-names.ts';
import { DEFAULT_PLATE_FORMAT, PLATE_FORMATS, VEHICLE_CATEGORIES, type TPlateFormat, type TVehicleCategory } from './plate-kinds.ts';

export { DEFAULT_PLATE_FORMAT, DEFAULT_VEHICLE_CATEGORY, PLATE_FORMATS, VEHICLE_CATEGORIES, type TPlateFormat, type TVehicleCategory } from './plate-kinds.ts';

/** Longest Russian plate without spaces: standart with a 3-digit region, `А123ВС159`. */
export const PLATE_MAX_LENGTH = 9;

/** The twelve Cyrillic letters used on Russian plates: those that have a Latin twin. */
export const PLATE_LETTERS = 'АВЕКМНОРСТУХ';

/** Latin letters drivers type on an English keyboard for the Cyrillic plate letters. */
export const LATIN_LOOK_ALIKES: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};

export const PLATE_TYPES = ['standart', 'transit', 'taxi', 'moto', 'mvdStandart', 'mvdTrailer', 'mvdMoto'] as const;
export type TPlateType = (typeof PLATE_TYPES)[number];

/** Square plates: the only types a category A vehicle may carry. */
export const MOTO_PLATE_TYPES: readonly TPlateType[] = ['moto', 'mvdMoto'];

const L = `[${PLATE_LETTERS}]`;
const REGION = '(\\d{2,3})';

/** The spec's templates. Group 1 is the number, group 2 the region (2 or 3 digits for every type). */
export const PLATE_TEMPLATES: Readonly<Record<TPlateType, RegExp>> = {
  standart: new RegExp(`^(${L}\\d{3}${L}{2})${REGION}$`),
  transit: new RegExp(`^(${L}{2}\\d{3}${L})${REGION}$`),
  taxi: new RegExp(`^(${L}{2}\\d{3})${REGION}$`),
  moto: new RegExp(`^(\\d{4}${L}{2})${REGION}$`),
  mvdStandart: new RegExp(`^(${L}\\d{4})${REGION}$`),
  mvdTrailer: new RegExp(`^(\\d{3}${L})${REGION}$`),
  mvdMoto: new RegExp(`^(\\d{4}${L})${REGION}$`),
};

/** Upper case, every kind of whitespace removed, Latin look-alikes turned into Cyrillic. */
export function normalisePlate(value: string): string {
  return value
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[ABEKMHOPCTYX]/g, (letter) => LATIN_LOOK_ALIKES[letter] ?? letter);
}

/**
 * Foreign plates are only upper-cased and stripped of spaces: they are written in Latin letters,
 * and turning `BAB123` into Cyrillic would make it unreadable for the camera-check back office.
 */
export function normaliseForeignPlate(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

export function normalisePlateFor(value: string, format: TPlateFormat): string {
  return format === 'foreign' ? normaliseForeignPlate(value) : normalisePlate(value);
}

export interface TRussianPlate {
  type: TPlateType;
  /** `А123ВС` */
  number: string;
  /** `59` or `159` */
  region: string;
}

/** Matches a plate against the seven templates (after normalising); null when none fits. */
export function parseRussianPlate(value: string): TRussianPlate | null {
  const plate = normalisePlate(value);
  for (const type of PLATE_TYPES) {
    const match = PLATE_TEMPLATES[type].exec(plate);
    if (match?.[1] && match[2]) return { type, number: match[1], region: match[2] };
  }
  return null;
}

export type TPlateKind = 'car' | 'moto' | 'foreign';

export interface TPlateDisplay {
  /** Which plate picture to draw: rectangular Russian, square Russian, or foreign with a label. */
  kind: TPlateKind;
  number: string;
  /** Empty for foreign plates and for stored Russian plates that fit no template. */
  region: string;
}

/** How a stored plate is drawn; a Russian plate that fits no template is drawn as a car plate, unsplit. */
export function describePlate(value: string, format: TPlateFormat = DEFAULT_PLATE_FORMAT): TPlateDisplay {
  if (format === 'foreign') return { kind: 'foreign', number: normaliseForeignPlate(value), region: '' };
  const parsed = parseRussianPlate(value);
  if (!parsed) return { kind: 'car', number: normalisePlate(value), region: '' };
  return { kind: MOTO_PLATE_TYPES.includes(parsed.type) ? 'moto' : 'car', number: parsed.number, region: parsed.region };
}

/**
 * Field-level failures of the vehicle rules. The spec names more messages than the error
 * catalogue has; `PLATE_ISSUE_ERROR` maps each to the closest catalogue name.
 */
export type TPlateIssue = 'required' | 'tooLong' | 'format' | 'duplicate' | 'categoryRequired' | 'categoryMismatch';

export const PLATE_ISSUE_ERROR: Readonly<Record<TPlateIssue, ErrorName>> = {
  required: 'RequiredField',
  // No catalogue name for the max-length error yet; an over-long plate is a malformed plate.
  tooLong: 'InvalidFormat',
  format: 'InvalidFormat',
  // No catalogue name for "this vehicle already exists" / "category does not match" yet.
  duplicate: 'ValidationError',
  categoryRequired: 'RequiredField',
  categoryMismatch: 'ValidationError',
};

export interface TCheckedPlate {
  format: TPlateFormat;
  /** The whole plate as stored in `numberTs`: number and region together, no spaces. */
  plate: string;
  number: string;
  region: string;
  /** Null for foreign plates: they have no Russian plate type. */
  type: TPlateType | null;
}

export type TPlateCheck = { ok: true; value: TCheckedPlate } | { ok: false; issue: TPlateIssue };

/** Empty, then too long, then (Russian only) template: the order in which the spec lists them. */
export function checkPlate(value: string, format: TPlateFormat = DEFAULT_PLATE_FORMAT): TPlateCheck {
  const plate = normalisePlateFor(value, format);
  if (plate === '') return { ok: false, issue: 'required' };
  if (plate.length > PLATE_MAX_LENGTH) return { ok: false, issue: 'tooLong' };
  if (format === 'foreign') return { ok: true, value: { format, plate, number: plate, region: '', type: null } };
  const parsed = parseRussianPlate(plate);
  if (!parsed) return { ok: false, issue: 'format' };
  return { ok: true, value: { format, plate, number: parsed.number, region: parsed.region, type: parsed.type } };
}

/**
 * Category A only with square (moto) plates and square plates only with A. Foreign plates have no
 * plate type, so any category goes with them: a foreign motorcycle must still be registrable as A.
 */
export function checkCategory(category: string | null | undefined, type: TPlateType | null): TPlateIssue | null {
  // A value outside A, B, C, D, M is no choice at all, so it is reported as a missing category.
  if (!category || !(VEHICLE_CATEGORIES as readonly string[]).includes(category)) return 'categoryRequired';
  if (type === null) return null;
  return (category === 'A') === MOTO_PLATE_TYPES.includes(type) ? null : 'categoryMismatch';
}

/** A vehicle as far as plate comparison cares: stored `number` and `region` apart, as the profile sends them. */
export interface TPlateRef {
  id?: string | number;
  number: string;
  region?: string | null;
  format?: TPlateFormat | null;
}

/** The text two plates are compared by: region included unless foreign, look-alikes and case folded. */
export function plateComparisonKey(vehicle: TPlateRef): string {
  const region = vehicle.format === 'foreign' ? '' : (vehicle.region ?? '');
  // Look-alikes are folded for foreign plates too, so Latin `A123BC59` and Cyrillic `А123ВС59` collide.
  return normalisePlate(vehicle.number + region);
}

/** Same plate in the spec's sense: case-insensitive, region compared unless one of them is foreign. */
export function isSamePlate(a: TPlateRef, b: TPlateRef): boolean {
  // A foreign plate keeps no region of its own: its whole text is set against the other plate's whole text.
  if (a.format === 'foreign' || b.format === 'foreign') return plateComparisonKey(a) === plateComparisonKey(b);
  return normalisePlate(a.number) === normalisePlate(b.number) && normalisePlate(a.region ?? '') === normalisePlate(b.region ?? '');
}

/** The other vehicle already carrying this plate, if any; `editedId` is the vehicle being edited, never its own duplicate. */
export function findDuplicatePlate<T extends TPlateRef>(candidate: TPlateRef, vehicles: readonly T[], editedId?: string | number | null): T | undefined {
  return vehicles.find((vehicle) => !(editedId != null && vehicle.id === editedId) && isSamePlate(candidate, vehicle));
}

/** Vehicle form fields as the dialog and the car calls carry them. */
export interface TVehicleRuleInput {
  plate: string;
  format?: TPlateFormat | null;
  category?: string | null;
}

export interface TVehicleRuleContext {
  vehicles?: readonly TPlateRef[];
  editedId?: string | number | null;
}

/** All plate and category rules in the spec's order; the first failing rule wins. */
export function checkVehiclePlate(input: TVehicleRuleInput, context: TVehicleRuleContext = {}): TPlateCheck {
  const checked = checkPlate(input.plate, input.format ?? DEFAULT_PLATE_FORMAT);
  if (!checked.ok) return checked;
  const { value } = checked;
  if (findDuplicatePlate(value, context.vehicles ?? [], context.editedId)) return { ok: false, issue: 'duplicate' };
  const categoryIssue = checkCategory(input.category, value.type);
  if (categoryIssue) return { ok: false, issue: categoryIssue };
  return checked;
}

export const ZPlateFormat = z._default(z.enum(PLATE_FORMATS), DEFAULT_PLATE_FORMAT);
export const ZVehicleCategory = z.enum(VEHICLE_CATEGORIES, PLATE_ISSUE_ERROR.categoryRequired);

/**
 * Plate, format and category together (the duplicate rule needs the profile, so it stays with
 * `findDuplicatePlate`). Issues carry the catalogue error name as their message and the failing
 * field as their path; the output is the normalised plate split into number and region.
 */
export const ZVehiclePlateFields = z.pipe(
  z
    .object({
      plate: z.string(PLATE_ISSUE_ERROR.required),
      format: ZPlateFormat,
      category: z._default(z.string(), ''),
    })
    .check(
      z.superRefine((input, ctx) => {
        const result = checkVehiclePlate(input);
        if (result.ok) return;
        const path = result.issue === 'categoryRequired' || result.issue === 'categoryMismatch' ? 'category' : 'plate';
        ctx.addIssue({ code: 'custom', message: PLATE_ISSUE_ERROR[result.issue], path: [path], input: input[path] });
      }),
    ),
  z.transform((input) => {
    const checked = checkPlate(input.plate, input.format);
    const value = checked.ok ? checked.value : { plate: '', number: '', region: '', type: null };
    return {
      format: input.format,
      plate: value.plate,
      number: value.number,
      region: value.region,
      type: value.type,
      category: input.category as TVehicleCategory,
    };
  }),
);
export type TVehiclePlateFields = z.infer<typeof ZVehiclePlateFields>;
