import type { Generated } from 'kysely';

export type OutboxChannel = 'sms' | 'call' | 'email';

export interface OutboxTables {
  outbox: {
    id: Generated<number>;
    channel: OutboxChannel;
    to: string;
    text: string;
    /** The code the message carries, for the demo outbox reader and tests. */
    code: string | null;
    created_at: Date;
  };
}
