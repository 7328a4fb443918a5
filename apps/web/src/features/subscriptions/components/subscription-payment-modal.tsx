import { lazy, Suspense } from 'react';
import type { TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';

/** What is bought: an offer of the list, or one the constructor built for a fixed start date. */
export interface SubscriptionPaymentOffer {
  code: string;
  label: string;
  type: TSubscriptionType;
  /** Kopecks. */
  cost: number;
  zones: 'all' | string[];
  /** A fixed start date (YYYY-MM-DD on the city's clock), not chosen again in the form. */
  startDate?: string;
  /** The window the start date is chosen in (the offer's parkingPermitStartDate and parkingPermitEndDate). */
  firstDate?: string;
  lastDate?: string;
  /** A plate to preselect (the constructor's choice); otherwise the main vehicle. */
  vehicle?: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  offer: SubscriptionPaymentOffer;
}

// The dialog's code (Mantine's Modal and inputs, the purchase) loads on the first opening, not with the page.
const SubscriptionPaymentDialog = lazy(async () => ({ default: (await import('./subscription-payment-dialog.tsx')).SubscriptionPaymentDialog }));

/**
 * The payment modal in subscription mode (spec: parking-payments §2, §4, §5): vehicle, start date,
 * payment method and phone. A fresh form for every opening: nothing of a previous offer's choices
 * or link stays.
 */
export function SubscriptionPaymentModal({ opened, onClose, offer }: Props) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionPaymentDialog offer={offer} onClose={onClose} />
    </Suspense>
  );
}
