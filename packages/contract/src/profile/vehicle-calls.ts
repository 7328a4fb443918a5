import { z } from 'zod/mini';
import { ZFormFlag } from '../answer/answer.ts';
import { ZOpaqueToken } from '../auth/fields.ts';
import { PLATE_FORMATS } from '../vehicle/plate.ts';
import { jsonText } from '../payments/payment-fields.ts';

export { ZDocument, ZVehicle, type TDocument, type TVehicle } from './profile.ts';

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/** The longest vehicle name the car calls take; the form's input stops there. */
export const VEHICLE_NAME_MAX_LENGTH = 60;

/** The vehicle fields of the car calls (v2 names); the plate rules run on the server with the driver's other vehicles. */
export const ZVehicleInput = z.object({
  grz: text(40),
  format: z._default(z.enum(PLATE_FORMATS), 'rus'),
  category: text(2),
  mainTs: z._default(ZFormFlag, false),
  sts: text(20),
  name: text(VEHICLE_NAME_MAX_LENGTH),
});
export type TVehicleInput = z.input<typeof ZVehicleInput>;

/** POST /api/profile/car */
export const ZAddCarRequest = z.extend(ZVehicleInput, { token: ZOpaqueToken });
/** PUT /api/profile/car: `oldgrz` names the vehicle, `newgrz` is its (possibly new) plate. */
export const ZEditCarRequest = z.extend(z.omit(ZVehicleInput, { grz: true }), {
  token: ZOpaqueToken,
  oldgrz: z.string().check(z.minLength(1), z.maxLength(40)),
  newgrz: text(40),
});
/** DELETE /api/profile/car */
export const ZDeleteCarRequest = z.object({ token: ZOpaqueToken, grz: z.string().check(z.minLength(1), z.maxLength(40)) });
/** PUT /api/profile/change-cars and change-cars-v2: the whole list at once (`car` is JSON text in a form body). */
export const ZChangeCarsRequest = z.object({
  token: ZOpaqueToken,
  car: z.pipe(jsonText(z.array(z.unknown())), z.array(ZVehicleInput).check(z.maxLength(20))),
});

/** POST / PUT / DELETE /api/profile/document (ours, in the style of the car calls). */
export const ZAddDocumentRequest = z.object({ token: ZOpaqueToken, type: text(4), number: text(30) });
export const ZEditDocumentRequest = z.extend(ZAddDocumentRequest, { id: z.pipe(z.coerce.number(), z.int()) });
export const ZDeleteDocumentRequest = z.object({ token: ZOpaqueToken, id: z.pipe(z.coerce.number(), z.int()) });
