import { z } from 'zod/mini';
import { ZFeedbackTopic } from '../feedback/feedback-topic.ts';

export { DEFAULT_INTERVALS } from './defaults.ts';

export const ZPaymentMethod = z.object({
  methodName: z.string(),
  methodNameForShow: z.object({ ru: z.string(), en: z.string() }),
  methodDescription: z.object({ ru: z.string(), en: z.string() }),
  isPhoneRequired: z.boolean(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Duration choices of the payment card, in minutes. */
export const ZIntervals = z.object({
  min: z.int().check(z.positive()),
  max: z.int().check(z.positive()),
  step: z.int().check(z.positive()),
});

/** Server-supplied switches that turn features of one city on or off. */
export const ZSettings = z.object({
  /** Start/stop sessions paid afterwards instead of a prepaid balance. */
  dontUseBalance: z.boolean(),
  useReceipts: z.boolean(),
  viewPenalty: z.boolean(),
  useSubscriptionConstructor: z.boolean(),
  /** The earliest start of a subscription, in days from the city's today (0 when absent: today); the latest is one month ahead. */
  subscriptionStartOffsetDays: z.optional(z.int().check(z.gte(0), z.lte(28))),
  /** Barrier (flat-lot) parking paid by ticket. */
  useFlatParking: z.boolean(),
  usePostPayment: z.boolean(),
  usePostPaymentYesterday: z.boolean(),
  /** Guest payment without an account. */
  useSessionWithoutRegister: z.boolean(),
  /** The zone is chosen as a parking and parkingCode is sent in cost calls. */
  paymentByParkingId: z.boolean(),
  useTsCategory: z.boolean(),
  useBonus: z.boolean(),
  /** SMS commands and the /update page are offered. */
  useSmsCommands: z.boolean(),
  /** Phone and e-mail changes in the profile dialog. */
  allowContactChange: z.boolean(),
  /**
   * The SMS-reply setting (the spec's registration data calls it useSmsReplay): sent as isReply on
   * every send-sms-code call. A back end that leaves it out gets no such call: the web warns instead.
   */
  useSmsReplay: z.optional(z.boolean()),
  /** Sign-in by e-mail or phone; off means e-mail only. */
  easyLogin: z.boolean(),
  useFeedback: z.boolean(),
  /** The feedback form's topics (the form adds an empty option); an appeal's topic is one of these values or none. */
  feedbackTopics: z.array(ZFeedbackTopic),
  pagePersonalData: z.string(),
  pagePersonalDataTitle: z.object({ ru: z.string(), en: z.string() }),
  paymentsMethods: z.array(ZPaymentMethod),
  intervals: ZIntervals,
  marquee: z.object({ enabled: z.boolean(), text: z.object({ ru: z.string(), en: z.string() }) }),
  banner: z.object({
    enabled: z.boolean(),
    imageUrl: z.string(),
    imageUrlSmall: z.string(),
    /** The images of English pages, when the promo has them; English pages fall back to the two above. */
    imageUrlEn: z.optional(z.string()),
    imageUrlSmallEn: z.optional(z.string()),
    /** A site path (kept in the page's language) or a full address. */
    link: z.string(),
  }),
  /** The mobile-app banner above the header. */
  appBanner: z.boolean(),
});
export type TSettings = z.infer<typeof ZSettings>;
