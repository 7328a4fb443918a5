import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';

/** Zone numbers; null is every zone of the city. Stored as JSON. */
type Zones = ColumnType<string[] | null, string | null, string | null>;

/** A refunded subscription ends at the refund instant and leaves the driver's list. */
export type SubscriptionStatus = 'active' | 'cancelled' | 'refunded';

export interface SubscriptionTables {
  subscription_offer: {
    id: Generated<number>;
    code: string;
    type: TSubscriptionType;
    label_ru: string;
    label_en: string;
    description_ru: ColumnType<string, string | undefined, string>;
    description_en: ColumnType<string, string | undefined, string>;
    /** Kopecks. */
    price: number;
    zones: Zones;
    discount_percent: number;
    sort: ColumnType<number, number | undefined, number>;
    on_sale: ColumnType<boolean, boolean | undefined, boolean>;
    /** Built by the constructor for a driver's choice: bought by code, never listed among the offers. */
    constructed: ColumnType<boolean, boolean | undefined, boolean>;
    /** The exact length in days of a constructed offer; null when the type gives the length. */
    days: ColumnType<number | null, number | null | undefined, number | null>;
    /**
     * A constructed offer: when a search last answered it (refreshed hourly at most), which the
     * retention job ages unbought ones by. Null for the offers of a fixed type.
     */
    shown_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  subscription: {
    id: Generated<number>;
    driver_id: number;
    offer_id: number;
    type: TSubscriptionType;
    plate: string;
    zones: Zones;
    discount_percent: number;
    start_at: Date;
    end_at: Date;
    status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
    /** Kopecks paid. */
    price: number;
    ledger_key: string;
    payment_id: string | null;
    created_at: ColumnType<Date, Date, never>;
    /** The end as bought; null until a pause or a refund first moves end_at. */
    paid_end_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** The plate before the driver changed the vehicle (at most once); null while unchanged. */
    previous_plate: ColumnType<string | null, string | null | undefined, string | null>;
  };
  subscription_pause: {
    id: Generated<number>;
    subscription_id: number;
    started_at: Date;
    /** Null while it runs, and for one that ended by itself PAUSE_MAX_DAYS after it began. */
    ended_at: Date | null;
    /** The subscription's end when the pause began. */
    end_before: Date;
  };
}

export type OfferRow = Selectable<SubscriptionTables['subscription_offer']>;
export type SubscriptionRow = Selectable<SubscriptionTables['subscription']>;
export type PauseRow = Selectable<SubscriptionTables['subscription_pause']>;
/** A subscription with its offer's labels, as the benefits list shows it. */
export type BenefitRow = SubscriptionRow & { label_ru: string; label_en: string };
