import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { TCostResponse } from '@city-parking/contract/payments/cost';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { CostQuote } from './cost-service.ts';

/**
 * POST /api/payment/cost in roubles; `refill` is what the balance lacks to pay from it, `benefit`
 * the labels of the subscriptions that took `totaldiscount` off, in the request's language.
 */
export function toCostAnswer({ cost, balance, benefits }: CostQuote, language: TLanguage): TCostResponse {
  return {
    status: 'ok',
    totalcost: kopecksToRubles(cost.toPay),
    totaldiscount: kopecksToRubles(cost.discount),
    // A paused subscription is a window before its pause and one after: it is named once.
    benefit: [...new Map(benefits.map((b) => [b.id, b.label[language]])).values()].join(', '),
    balance: kopecksToRubles(balance),
    refill: kopecksToRubles(Math.max(0, cost.toPay - balance)),
    intervals: cost.intervals.map((i) => ({
      from: i.from,
      to: i.to,
      daycode: i.daycode,
      minutes: i.minutes,
      price: kopecksToRubles(i.pricePerHour),
      cost: kopecksToRubles(i.cost),
      ...(i.discount ? { discount: kopecksToRubles(i.discount) } : {}),
    })),
  };
}
