import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * A ledger entry's kind; `bonus` is the 20 % card-scheme bonus credited to the balance;
 * `subscriptionRefund` returns a subscription's unused days to the balance, and `providerRefund`
 * takes money that goes back through the provider off it again.
 */
export type OperationKind = 'refill' | 'payment' | 'renew' | 'cancel' | 'postPayment' | 'subscription' | 'bonus' | 'subscriptionRefund' | 'providerRefund';
/**
 * wait → done | declined; a waiting payment past its expiry is `expired`; money taken that cannot be
 * applied (late, or nothing left to pay for) is `refunding` until the provider confirms the refund.
 */
export type PaymentStatus = 'wait' | 'done' | 'declined' | 'expired' | 'refunding' | 'refunded';
/**
 * What a provider payment is for: a top-up, paying a parking start or renewal directly, paying
 * a deferred (no-balance) session after it ended, paying a barrier-lot ticket (flat), or buying a
 * subscription; or a company's top-up (companyRefill), which credits the company's ledger.
 */
export type PaymentPurpose = 'refill' | 'start' | 'renew' | 'deferred' | 'flat' | 'subscription' | 'companyRefill';

export interface PaymentTables {
  account: { driver_id: number; balance: Generated<number> };
  account_operation: {
    id: Generated<number>;
    driver_id: number;
    kind: OperationKind;
    amount: number;
    idempotency_key: string;
    payment_id: string | null;
    session_id: number | null;
    /** The injected clock's time of the posting (no database default: one clock for every rule). */
    created_at: ColumnType<Date, Date, never>;
  };
  provider_payment: {
    id: string;
    driver_id: number | null;
    purpose: PaymentPurpose;
    amount: number;
    method: string;
    phone: string | null;
    status: PaymentStatus;
    details: ColumnType<Record<string, unknown>, string | undefined, string>;
    created_at: ColumnType<Date, Date, never>;
    completed_at: Date | null;
    /** The provider's own id (YooKassa's payment id); null for the demo providers. */
    provider_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** A waiting payment may complete only before this instant. */
    expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** When the payment job last asked the provider about it. */
    checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** The hash of the guest token that made a guest's payment: only that guest may read its status. */
    guest_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
    /** What a completed payment bought (a Purchase), written with its completion; null before and for payments that bought nothing. */
    confirmation: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  };
  /** A part of a provider payment returned to its payer; `refunding` until the provider confirms it. */
  provider_refund: {
    id: Generated<number>;
    payment_id: string;
    /** Kopecks. */
    amount: number;
    idempotency_key: string;
    status: 'refunding' | 'refunded';
    created_at: ColumnType<Date, Date, never>;
    refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
}

/** A provider payment as read back. */
export type ProviderPayment = Selectable<PaymentTables['provider_payment']>;
