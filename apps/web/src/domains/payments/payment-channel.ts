/**
 * What the /payment page tells the other tabs of the browser: the provider has sent it back with the
 * payment `order` of `city`. The message carries no outcome: each tab asks the server for it.
 */
export type PaymentMessage = { type: 'payment'; city: string; order: string };

const CHANNEL_NAME = 'city-parking-payments';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

const channel = openChannel();

export function broadcastPayment(message: PaymentMessage): void {
  channel?.postMessage(message);
}

/** Listens for payments returned to another tab; a tab never receives its own messages. */
export function onPaymentMessage(handler: (message: PaymentMessage) => void): () => void {
  if (!channel) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<PaymentMessage> | null;
    if (data?.type === 'payment' && typeof data.city === 'string' && typeof data.order === 'string') handler(data as PaymentMessage);
  };
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
