import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { TLanguage } from '@city-parking/contract/site/languages';
import type { PayOutcome } from './pay-service.ts';
import type { Quote } from './quote-service.ts';

const NOTHING_TO_PAY: Record<TLanguage, string> = {
  ru: 'Оплата не требуется: стоянка по этому талону бесплатна.',
  en: 'Nothing to pay: the stay on this ticket is free.',
};

/** costPlane: the ticket's price in roubles and the quote payPlane takes. */
export const toQuoteAnswer = (quote: Quote) => ({
  status: 'ok',
  result: { cost: kopecksToRubles(quote.amount), sessionId: quote.sessionId, parkingNumber: quote.parkingNumber },
});

/** payPlane: where to pay, or a message in the asked language when the stay is free. */
export const toPayAnswer = (outcome: PayOutcome, language: TLanguage) => ({
  status: 'ok',
  result: 'redirectUrl' in outcome ? { redirectURL: outcome.redirectUrl } : { message: NOTHING_TO_PAY[language] },
});
