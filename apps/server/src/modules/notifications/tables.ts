import type { ColumnType, Generated } from 'kysely';

export type NotificationKind = 'reminder' | 'started' | 'extended' | 'ended';
/** How a notification reached the driver; none when there was nowhere to send it or it was no longer wanted. */
export type NotificationChannel = 'push' | 'sms' | 'email' | 'none';

export interface NotificationTables {
  parking_notification: {
    id: Generated<number>;
    session_id: number;
    driver_id: number;
    kind: NotificationKind;
    /** The session end the notification speaks of: an extension (a new end) makes a new one. */
    ends_at: Date;
    due_at: Date;
    /** The lease of the process sending it; another process takes it over once this has passed. */
    claimed_until: Date | null;
    /** Deliveries begun; after MAX_ATTEMPTS the notification is given up. */
    attempts: Generated<number>;
    sent_at: Date | null;
    channel: NotificationChannel | null;
    created_at: ColumnType<Date, Date, never>;
  };
  push_subscription: {
    id: Generated<number>;
    driver_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    created_at: ColumnType<Date, Date, never>;
  };
  web_push_key: { id: number; public_key: string; private_key: string; created_at: ColumnType<Date, Date, never> };
}
