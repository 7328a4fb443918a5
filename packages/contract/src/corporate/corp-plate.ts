import { z } from 'zod/mini';
import { checkPlate, normalisePlate, PLATE_ISSUE_ERROR, type TPlateIssue } from '../vehicle/plate.ts';
import { named } from './corp-fields.ts';

// Apart from corp-fields.ts: the plate rules are the vehicles' (vehicle/plate.ts), which the
// company's sign-in page, reading corp-fields for its INN and contract, has no use for.

/**
 * A vehicle's plate as a company writes it, by the driver's vehicle rules (accounts 5): spaces
 * removed, upper case, Latin look-alikes in Cyrillic, so `a101aa159` is the company's `А101АА159`.
 */
export const corpPlateOf = (value: string) => normalisePlate(value);

/** The rule a company's plate breaks, if any: an empty one is no plate (the call says whether it needs one). */
export function corpPlateIssue(value: string): TPlateIssue | null {
  if (corpPlateOf(value) === '') return null;
  const checked = checkPlate(value, 'rus');
  return checked.ok ? null : checked.issue;
}

/** A plate a company adds or gives a vehicle or driver: a Russian plate of one of the templates, or empty. */
export const ZCorpPlate = z.pipe(z.string().check(z.maxLength(20)), z.transform(corpPlateOf)).check(
  z.superRefine((plate, ctx) => {
    const issue = corpPlateIssue(plate);
    if (issue) ctx.addIssue({ code: 'custom', input: plate, ...named(PLATE_ISSUE_ERROR[issue]) });
  }),
);

/** A plate that names one of the company's vehicles: normalised as it was stored, never refused for its form. */
export const ZCorpPlateRef = z.pipe(z.string().check(z.maxLength(20)), z.transform(corpPlateOf));
