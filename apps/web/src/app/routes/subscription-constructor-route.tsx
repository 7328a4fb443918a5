import { SubscriptionPaymentModal } from '@/features/subscriptions/components/subscription-payment-modal.tsx';
import { SubscriptionConstructorPage } from '@/features/subscription-constructor/routes/subscription-constructor-page.tsx';

/**
 * /profile/constructor with the subscriptions feature's payment modal, handed to it here because a
 * feature imports no other feature. The modal is a small shell that loads its dialog on opening; a
 * dynamic import of it here would make it a chunk of its own and split Vite's preload helper out
 * of the site's first load (about 0.5 KB gzip more for every page).
 */
export function SubscriptionConstructorRoute() {
  return <SubscriptionConstructorPage paymentModal={SubscriptionPaymentModal} />;
}
