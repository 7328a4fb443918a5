import { z } from 'zod/mini';
import { DEFAULT_PLATE_FORMAT, DEFAULT_VEHICLE_CATEGORY, PLATE_FORMATS, VEHICLE_CATEGORIES } from '../vehicle/plate.ts';

/** A JSON object sent inside a form body arrives as text; JSON bodies carry the object itself. */
export const jsonText = <T extends z.ZodMiniType>(schema: T) =>
  z.union([
    schema,
    z.pipe(
      z.string(),
      z.transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: 'InvalidFormat', input: text });
          return z.NEVER;
        }
      }),
    ),
  ]);

/** The vehicle of a payment call (spec: transport Number / Category / NumberFormat). */
export const ZPaymentVehicleObject = z.object({
  Number: z._default(z.string().check(z.maxLength(40)), ''),
  Category: z._default(z.enum(VEHICLE_CATEGORIES), DEFAULT_VEHICLE_CATEGORY),
  NumberFormat: z._default(z.enum(PLATE_FORMATS), DEFAULT_PLATE_FORMAT),
});
export type TPaymentVehicle = z.infer<typeof ZPaymentVehicleObject>;

export const ZPaymentVehicle = z.pipe(jsonText(ZPaymentVehicleObject), ZPaymentVehicleObject);

/** Whole minutes as a form sends them; empty means not chosen. */
export const ZMinutesField = z._default(z.union([z.literal(''), z.pipe(z.coerce.number(), z.int().check(z.gte(0), z.lte(100_000)))]), '');

/** An id as a form sends it; empty means none. */
export const ZIdField = z.optional(z.union([z.literal(''), z.pipe(z.coerce.number(), z.int().check(z.positive()))]));

export const ZShortText = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/** The payer's phone, for methods that need one (isPhoneRequired); the profile's main phone otherwise. */
export const ZPayerPhoneField = z.optional(z.string().check(z.maxLength(30)));

/** A post-payment's start: an ISO date-time, with an offset an instant, without one the city's local time. */
export const ZTimeStartField = z.optional(z.string().check(z.maxLength(40)));

/** When given, a repeated submission answers the first one's result instead of paying twice. */
export const ZRequestIdField = z.optional(z.string().check(z.maxLength(64)));
