import { z } from 'zod/mini';
import { PURCHASE_KINDS, type TPurchaseKind } from '@city-parking/contract/payments/payment-confirmation';
import type { TLanguage } from '@city-parking/contract/site/languages';

/**
 * What a completed payment bought, as the handler of its purpose describes it; the payment service
 * adds the money. Money that arrived but could not buy what it was for and stays on the balance is
 * described as a top-up, because that is what it became.
 */
export interface Bought {
  kind: TPurchaseKind;
  /** The zone's number or the barrier lot's number; "" for a top-up. */
  zone: string;
  /** A street zone's parking code. */
  parking?: string;
  plate: string;
  ticket?: string;
  start: Date | null;
  end: Date | null;
  /** A guest payer, who is texted the confirmation with a link to see it (no account to see it in). */
  guest?: { phone: string; language: TLanguage };
}

/** A purchase as it is kept with its payment (JSON): instants as ISO texts, money in kopecks. */
export const ZPurchase = z.object({
  kind: z.enum(PURCHASE_KINDS),
  zone: z.string(),
  parking: z.optional(z.string()),
  plate: z.string(),
  ticket: z.optional(z.string()),
  start: z.nullable(z.string()),
  end: z.nullable(z.string()),
  /** Kopecks paid. */
  amount: z.int(),
  /** Kopecks on the payer's balance right after; null where there is no balance. */
  balance: z.nullable(z.int()),
});
export type Purchase = z.infer<typeof ZPurchase>;

/** A purchase with the kopecks it cost and the balance it left (null without a balance). */
export function purchaseOf({ kind, zone, parking, plate, ticket, start, end }: Bought, amount: number, balance: number | null): Purchase {
  return {
    kind,
    zone,
    ...(parking ? { parking } : {}),
    plate,
    ...(ticket === undefined ? {} : { ticket }),
    start: start?.toISOString() ?? null,
    end: end?.toISOString() ?? null,
    amount,
    balance,
  };
}

/** The money that stayed on a driver's balance because what it was for could no longer be bought. */
export const keptOnBalance: Bought = { kind: 'refill', zone: '', plate: '', start: null, end: null };
