import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What another module does when a driver gets a confirmed phone (a registration completes, or a
 * signed-in driver confirms a new phone). Listeners run inside the transaction that gives the
 * driver the phone, so the phone's owner is decided once; a failing listener undoes the change.
 */
export type PhoneConfirmedListener = (trx: Transaction<Database>, driverId: number, phone: string) => Promise<void>;

/**
 * The event by which accounts tell other modules about a confirmed phone without depending on them
 * (sessions adopt the guest operations paid from it), as payments.onPaid does for payments.
 */
export function phoneConfirmedEvent() {
  const listeners: PhoneConfirmedListener[] = [];
  return {
    on(listener: PhoneConfirmedListener): void {
      listeners.push(listener);
    },
    async emit(trx: Transaction<Database>, driverId: number, phone: string): Promise<void> {
      for (const listener of listeners) await listener(trx, driverId, phone);
    },
  };
}
export type PhoneConfirmedEvent = ReturnType<typeof phoneConfirmedEvent>;
