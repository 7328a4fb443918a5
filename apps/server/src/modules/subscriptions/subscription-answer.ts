import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { TLanguage } from '@city-parking/contract/site/languages';
import {
  BENEFIT_RU_KEYS,
  SUBSCRIPTION_TOP_UP_FIELD,
  type TBenefit,
  type TBuySubscriptionResponse,
  type TSubscriptionErrorAnswer,
  type TSubscriptionOffer,
} from '@city-parking/contract/subscriptions/subscriptions';
import type { TSubscriptionActionResponse, TSubscriptionRefundResponse } from '@city-parking/contract/subscriptions/subscription-actions';
import { addDays } from '@city-parking/contract/tariff/city-time';
import { subscriptionStartBounds } from '@city-parking/contract/subscriptions/subscription-type';
import { failureOf } from '../../http/error-handler.ts';
import { toConfirmationAnswer } from '../payments/confirmation-answer.ts';
import type { BuyOutcome } from './subscription-service.ts';
import type { FlaggedBenefit, RefundOutcome } from './subscription-actions-service.ts';
import type { OfferRow } from './tables.ts';

/** GET /api/profile/get-subscription: an offer in the request's language, with the start dates it may be bought for on the city's `today`. */
export function toOfferAnswer(offer: OfferRow, language: TLanguage, today: string, offsetDays: number): TSubscriptionOffer {
  const yesterday = addDays(today, -1);
  const bounds = offer.type === 'prev_day' ? { first: yesterday, last: yesterday } : subscriptionStartBounds(today, offsetDays);
  return {
    parkingPermit: language === 'en' ? offer.label_en : offer.label_ru,
    parkingPermitCode: offer.code,
    parkingPermitType: offer.type,
    parkingPermitDesc: language === 'en' ? offer.description_en : offer.description_ru,
    parkingPermitStartDate: bounds.first,
    parkingPermitEndDate: bounds.last,
    parkingPermitTs: '',
    cost: Number(offer.price),
    zones: offer.zones ?? 'all',
    sale: offer.discount_percent,
    sort: offer.sort,
  };
}

/**
 * GET /api/profile/get-benefits-v2 and the answer of pause, continue and change of vehicle: a
 * driver's subscription with what the driver may do with it now, and the spec's raw Russian keys
 * beside the English ones. A paused subscription says so (`paused`, our addition), and its end is
 * the one it gets if the driver continues now: the time it had left, kept exactly.
 */
export function toBenefitAnswer(row: FlaggedBenefit, language: TLanguage): TBenefit {
  const variation = language === 'en' ? row.label_en : row.label_ru;
  const zone = row.zones ?? '#';
  const startOf = row.start_at.toISOString();
  const endOf = row.end.toISOString();
  return {
    variation,
    type: row.type,
    zone,
    sale: row.discount_percent,
    transport: row.plate,
    orderNum: String(row.id),
    startOf,
    endOf,
    canChangeTs: row.actions.canChangeTs,
    canRefund: row.actions.canRefund,
    canPause: row.actions.canPause,
    canContinue: row.actions.canContinue,
    paused: row.paused,
    [BENEFIT_RU_KEYS.type]: variation,
    [BENEFIT_RU_KEYS.zone]: zone === '#' ? '#' : zone.join(', '),
    [BENEFIT_RU_KEYS.sale]: row.discount_percent,
    [BENEFIT_RU_KEYS.transport]: row.plate,
    [BENEFIT_RU_KEYS.startOf]: startOf,
    [BENEFIT_RU_KEYS.endOf]: endOf,
  };
}

/** POST /backend/v2/pauseAb, /continueAb and /changeGRZ: the subscription as it is now. */
export const toActionAnswer = (row: FlaggedBenefit, language: TLanguage): TSubscriptionActionResponse => ({
  status: 'ok',
  result: toBenefitAnswer(row, language),
});

/** POST /backend/v2/refund: the kopecks returned and where they went. */
export const toRefundAnswer = (outcome: RefundOutcome): TSubscriptionRefundResponse => ({ status: 'ok', result: outcome });

/** POST /api/payment/subscription: the subscription bought from the balance (top-up 0), or the provider's page and the roubles paid there. */
export function toBuyAnswer(outcome: BuyOutcome): TBuySubscriptionResponse {
  if ('redirectUrl' in outcome) return { status: 'ok', RedirectURL: outcome.redirectUrl, [SUBSCRIPTION_TOP_UP_FIELD]: kopecksToRubles(outcome.amount) };
  return { status: 'ok', [SUBSCRIPTION_TOP_UP_FIELD]: 0, orderNum: outcome.orderNum, confirmation: toConfirmationAnswer(outcome.purchase) };
}

/**
 * The subscription calls answer a failure as the spec says for them: `status: "Error"` with
 * `errorMessage` (the catalogue's text in the request's language), keeping errorName, userMessage
 * and the HTTP status of every call, so that token errors are recognised as anywhere.
 */
export function subscriptionErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { code, answer } = failureOf(error, request);
  const text = answer.userMessage ?? '';
  const shaped: TSubscriptionErrorAnswer = { ...answer, status: 'Error', errorMessage: text, userMessage: text };
  return reply.code(code).send(shaped);
}
