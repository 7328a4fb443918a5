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
  /** A file an e-mail carried: what it was, and its bytes only in demo mode. */
  outbox_attachment: {
    id: Generated<number>;
    outbox_id: number;
    name: string;
    type: string;
    size: number;
    bytes: Uint8Array | null;
  };
}
