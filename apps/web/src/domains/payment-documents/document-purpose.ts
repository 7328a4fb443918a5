import type { SubscriptionDocumentInput } from './api/create-subscription-document.ts';

/**
 * What a payment document pays for, remembered from the form that switched to receipt mode (the
 * referrer): a top-up of `sum` roubles as typed, or a subscription as its form chose it.
 */
export type DocumentPurpose = { kind: 'refill'; sum: string } | ({ kind: 'subscription' } & SubscriptionDocumentInput);
