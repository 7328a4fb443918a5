import { lazy, Suspense } from 'react';
import { closeModal, useModalOptions, useOpenModal } from '@/lib/modals/modal-store.ts';
import { closePaymentModal, usePaymentModal } from '@/domains/payments/payment-modal-store.ts';
import { useFocusReturn } from './focus-return.ts';

// Modal code (with its scroll area and focus trap) is not part of the first load: each dialog
// loads the first time it opens.
const ChangeCityDialog = lazy(async () => ({ default: (await import('./change-city-dialog.tsx')).ChangeCityDialog }));
const LoginModal = lazy(async () => ({ default: (await import('@/features/auth/components/login-modal.tsx')).LoginModal }));
const RefillModal = lazy(async () => ({ default: (await import('@/features/payments/components/refill-modal.tsx')).RefillModal }));
const RenewModal = lazy(async () => ({ default: (await import('@/features/sessions/components/renew-modal.tsx')).RenewModal }));
const StartPaymentModal = lazy(async () => ({ default: (await import('@/features/pay-parking/components/start-payment-modal.tsx')).StartPaymentModal }));
const TokenExpiredModal = lazy(async () => ({ default: (await import('./token-expired-modal.tsx')).TokenExpiredModal }));

/** Renders the one modal that is open, by name. */
export function ModalHost() {
  const name = useOpenModal();
  const { returnTo } = useModalOptions();
  const payment = usePaymentModal();
  // The 'session' payment is shown by ParkingMenu.
  useFocusReturn(name !== null || (payment !== null && payment.type !== 'session'));
  return (
    <Suspense fallback={null}>
      {name === 'changeCity' && <ChangeCityDialog opened onClose={closeModal} />}
      {name === 'tokenExpired' && <TokenExpiredModal opened returnTo={returnTo} />}
      {name === 'login' && <LoginModal onClose={closeModal} returnTo={returnTo} />}
      {payment?.type === 'refill' && <RefillModal onClose={closePaymentModal} />}
      {payment?.type === 'renew' && <RenewModal key={payment.session.id} session={payment.session} onClose={closePaymentModal} />}
      {payment?.type === 'start' && <StartPaymentModal start={payment.start} onClose={closePaymentModal} />}
      {/* The 'session' action (cities without a balance) is hosted by the lazily loaded ParkingMenu, off the first load. */}
    </Suspense>
  );
}
