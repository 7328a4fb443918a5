import { kopecksToRubles } from '@city-parking/contract/format/format-money';
import type { TPaymentConfirmation } from '@city-parking/contract/payments/payment-confirmation';
import type { Purchase } from './purchase.ts';

/** A purchase in the wire shape of a payment's confirmation: roubles, and "" for what it has none of. */
export function toConfirmationAnswer(purchase: Purchase): TPaymentConfirmation {
  return {
    kind: purchase.kind,
    zone: purchase.zone,
    ...(purchase.parking ? { parking: purchase.parking } : {}),
    plate: purchase.plate,
    ...(purchase.ticket === undefined ? {} : { ticket: purchase.ticket }),
    start: purchase.start ?? '',
    end: purchase.end ?? '',
    amount: kopecksToRubles(purchase.amount),
    balance: purchase.balance === null ? null : kopecksToRubles(purchase.balance),
  };
}
