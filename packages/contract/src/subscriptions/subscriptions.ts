import { z } from 'zod/mini';
import { ZOpaqueToken } from '../auth/fields.ts';
import { ZPaymentConfirmation } from '../payments/payment-confirmation.ts';
import { ZPayerPhoneField, ZPaymentVehicle, ZShortText } from '../payments/payment-fields.ts';
import { SUBSCRIPTION_TYPES } from './subscription-type.ts';

/** GET /api/profile/get-subscription and GET /api/profile/get-benefits-v2: the signed-in driver's token. */
export const ZGetSubscriptionQuery = z.object({ token: ZOpaqueToken });
export const ZGetBenefitsQuery = z.object({ token: ZOpaqueToken });

/** Zones of an offer or a benefit: every zone of the city, or a list of zone numbers. */
export const ZSubscriptionZones = z.union([z.literal('all'), z.array(z.string())]);

/** A subscription on sale (spec: Subscription offer), in the request's language. */
export const ZSubscriptionOffer = z.object({
  /** The offer's label. */
  parkingPermit: z.string(),
  /** Its code, which `codeSubscription` names when buying it. */
  parkingPermitCode: z.string(),
  parkingPermitType: z.enum(SUBSCRIPTION_TYPES),
  parkingPermitDesc: z.string(),
  /** The earliest start date it may be bought for (YYYY-MM-DD on the city's clock); yesterday for prev_day. */
  parkingPermitStartDate: z.string(),
  /** The latest start date (YYYY-MM-DD); yesterday for prev_day. */
  parkingPermitEndDate: z.string(),
  /** The vehicle it is bound to: none until it is bought, so always "". */
  parkingPermitTs: z.string(),
  /** Price in kopecks (minor units, as zone prices are). */
  cost: z.number(),
  zones: ZSubscriptionZones,
  /** Percent taken off parking inside its zones and period: 100 for a pass, less for a discount card. */
  sale: z.number(),
  sort: z.number(),
});
export type TSubscriptionOffer = z.infer<typeof ZSubscriptionOffer>;

export const ZGetSubscriptionResponse = z.object({ status: z.literal('ok'), result: z.array(ZSubscriptionOffer) });

/** The raw Russian keys of a benefit (the spec's source names these as well as the English ones). */
export const BENEFIT_RU_KEYS = {
  type: 'ВидРазрешения',
  zone: 'Зона',
  sale: 'ПроцентСкидки',
  transport: 'ТС',
  startOf: 'ДатаНачала',
  endOf: 'ДатаОкончания',
} as const;

/**
 * A driver's subscription (spec: Benefit). zone `#` is any zone and transport `#` any vehicle;
 * instants are ISO. The can* flags say what the driver may do with it now.
 */
export const ZBenefit = z.object({
  /** The offer's label in the request's language. */
  variation: z.string(),
  type: z.enum(SUBSCRIPTION_TYPES),
  zone: z.union([z.literal('#'), z.array(z.string())]),
  sale: z.number(),
  transport: z.string(),
  orderNum: z.string(),
  startOf: z.string(),
  endOf: z.string(),
  canChangeTs: z.boolean(),
  canRefund: z.boolean(),
  canPause: z.boolean(),
  canContinue: z.boolean(),
  /** A pause runs now (our addition; a back end that does not send it is read by canContinue). endOf is then the end on continuing now. */
  paused: z.optional(z.boolean()),
  [BENEFIT_RU_KEYS.type]: z.string(),
  [BENEFIT_RU_KEYS.zone]: z.string(),
  [BENEFIT_RU_KEYS.sale]: z.number(),
  [BENEFIT_RU_KEYS.transport]: z.string(),
  [BENEFIT_RU_KEYS.startOf]: z.string(),
  [BENEFIT_RU_KEYS.endOf]: z.string(),
});
export type TBenefit = z.infer<typeof ZBenefit>;

export const ZGetBenefitsResponse = z.object({ status: z.literal('ok'), result: z.array(ZBenefit) });

/**
 * POST /api/payment/subscription. vehicle as the payment calls send it; paymentService a method of
 * the city (empty or "balance": the balance); timestart the start date, `YYYY-MM-DD` on the city's
 * clock or an ISO date-time (with an offset an instant, whose date on the city's clock is taken),
 * null or empty for prev_day; phone for the methods that charge one.
 */
export const ZBuySubscriptionRequest = z.object({
  token: ZOpaqueToken,
  vehicle: z.optional(ZPaymentVehicle),
  codeSubscription: ZShortText(40),
  paymentService: ZShortText(40),
  timestart: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  phone: ZPayerPhoneField,
});
export type TBuySubscriptionRequest = z.input<typeof ZBuySubscriptionRequest>;

/** The Russian name under which the subscription call answers the sum paid through the provider (roubles; 0 from the balance). */
export const SUBSCRIPTION_TOP_UP_FIELD = 'СуммаПополнения';

/**
 * Bought from the balance: the subscription's orderNum, a top-up sum of 0 and the confirmation;
 * through a provider: where to send the browser and the sum paid there.
 */
export const ZBuySubscriptionResponse = z.object({
  status: z.literal('ok'),
  RedirectURL: z.optional(z.string()),
  [SUBSCRIPTION_TOP_UP_FIELD]: z.number(),
  orderNum: z.optional(z.string()),
  confirmation: z.optional(ZPaymentConfirmation),
});
export type TBuySubscriptionResponse = z.infer<typeof ZBuySubscriptionResponse>;

/** How a subscription call answers a failure (spec: status Error with errorMessage), with the errorName kept. */
export interface TSubscriptionErrorAnswer {
  status: 'Error';
  errorName: string;
  errorMessage: string;
  userMessage: string;
  fields?: Record<string, string>;
}
