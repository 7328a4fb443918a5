import { z } from 'zod/mini';

/**
 * The payment method that pays a parking session (start or extension) from the balance of the
 * company the driver drives for, instead of the driver's own balance or a provider.
 */
export const COMPANY_METHOD = 'company';

/**
 * A company that lists the signed-in driver (by a confirmed phone). `plates` are its vehicles that
 * can be paid for now (the vehicle and its tracking device active); `active` is the driver's own
 * flag in the company's list. `monthlyLimit` and `remaining` are roubles of the calendar month on
 * the city's clock; both null without a limit.
 */
export const ZCompanyPayer = z.object({
  companyName: z.string(),
  active: z.boolean(),
  plates: z.array(z.string()),
  monthlyLimit: z.nullable(z.number()),
  remaining: z.nullable(z.number()),
});
export type TCompanyPayer = z.infer<typeof ZCompanyPayer>;

/** GET /api/profile/company-payers?token=: the companies that may pay for the driver's parking. */
export const ZCompanyPayersResponse = z.object({ status: z.literal('ok'), result: z.array(ZCompanyPayer) });
export type TCompanyPayersResponse = z.infer<typeof ZCompanyPayersResponse>;
