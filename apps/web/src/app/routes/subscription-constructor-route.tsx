import { lazy } from 'react';
import { SubscriptionConstructorPage } from '@/features/subscription-constructor/routes/subscription-constructor-page.tsx';

// The constructor buys through the subscriptions feature's modal, handed to it here (a feature
// imports no other feature); the modal's code loads when Buy is pressed.
const SubscriptionPaymentModal = lazy(async () => ({
  default: (await import('@/features/subscriptions/components/subscription-payment-modal.tsx')).SubscriptionPaymentModal,
}));

/**
 * /profile/constructor with its payment modal. Composed in this lazy chunk rather than in the
 * router, so that the hand-off costs the site's first load nothing.
 */
export function SubscriptionConstructorRoute() {
  return <SubscriptionConstructorPage paymentModal={SubscriptionPaymentModal} />;
}
