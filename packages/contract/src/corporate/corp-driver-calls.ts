import { z } from 'zod/mini';
import { ZCorpPhone, ZFio, ZInn } from './corp-fields.ts';
import { ZCorpPlate } from './corp-plate.ts';
import { ZCorpToken } from './corp-profile.ts';

/** A driver's vehicle plate in the driver calls: optional, as a driver may have none yet. */
const ZCarNumber = z._default(ZCorpPlate, '');

/**
 * PUT /api/corp-profile/activate-driver and deactivate-driver: the driver is the company's driver
 * of `phone_number`; `inn`, when sent, must be the signed-in company's.
 */
export const ZCorpDriverFlagRequest = z.object({
  token: ZCorpToken,
  fio: z.optional(z.string().check(z.maxLength(150))),
  phone_number: ZCorpPhone,
  inn: z.optional(ZInn),
});
export type TCorpDriverFlagRequest = z.input<typeof ZCorpDriverFlagRequest>;

/** PUT /api/corp-profile/add-driver: `driver` is the whole name, split on spaces. */
export const ZAddCorpDriverRequest = z.object({
  token: ZCorpToken,
  driver: ZFio,
  car_number: ZCarNumber,
  phone: ZCorpPhone,
});
export type TAddCorpDriverRequest = z.input<typeof ZAddCorpDriverRequest>;
/** The id of the driver added. */
export const ZAddCorpDriverResponse = z.object({ status: z.literal('ok'), id: z.number() });

/** POST /api/corp-profile/edit-driver: the driver as it is (found by `phone`), and its new values in the `_n` fields. */
export const ZEditCorpDriverRequest = z.object({
  token: ZCorpToken,
  driver: z.optional(z.string().check(z.maxLength(150))),
  car_number: z.optional(z.string().check(z.maxLength(20))),
  phone: ZCorpPhone,
  driver_n: ZFio,
  car_number_n: ZCarNumber,
  phone_n: ZCorpPhone,
});
export type TEditCorpDriverRequest = z.input<typeof ZEditCorpDriverRequest>;

/** DELETE /api/corp-profile/remove-driver: the driver of `phone` (fields in the query or the body). */
export const ZRemoveCorpDriverRequest = z.object({
  token: ZCorpToken,
  driver: z.optional(z.string().check(z.maxLength(150))),
  car_number: z.optional(z.string().check(z.maxLength(20))),
  phone: ZCorpPhone,
});

/** The largest monthly limit a company may set for one driver, in roubles. */
export const CORP_DRIVER_LIMIT_MAX = 1_000_000;

/**
 * PUT /api/corp-profile/set-driver-limit (ours): the most the driver of `phone` may spend from the
 * company's balance in a calendar month, in roubles with at most two decimals; empty for no limit.
 */
export const ZCorpDriverLimitRequest = z
  .object({
    token: ZCorpToken,
    phone: ZCorpPhone,
    limit: z._default(
      z.union([
        z.literal(''),
        z.pipe(
          z.union([z.number(), z.string().check(z.regex(/^\d{1,7}([.,]\d{1,2})?$/))]),
          z.transform((v) => Math.round(Number(String(v).replace(',', '.')) * 100)),
        ),
      ]),
      '',
    ),
  })
  .check(
    z.refine((v) => v.limit === '' || (Number.isSafeInteger(v.limit) && v.limit > 0 && v.limit <= CORP_DRIVER_LIMIT_MAX * 100), {
      message: 'InvalidFormat',
      path: ['limit'],
    }),
  );
export type TCorpDriverLimitRequest = z.input<typeof ZCorpDriverLimitRequest>;
