import type { ComponentType } from 'react';
import type { TSubscriptionType } from '@city-parking/contract/subscriptions/subscription-type';

/** What the subscription payment modal is given for a constructed offer. */
export interface PaymentOffer {
  code: string;
  label: string;
  type: TSubscriptionType;
  /** Kopecks. */
  cost: number;
  zones: 'all' | string[];
  /** YYYY-MM-DD: a constructed offer starts on the day it was built for. */
  startDate?: string;
  /** The plate chosen in the constructor, preselected in the modal. */
  vehicle?: string;
}

export interface PaymentModalProps {
  opened: boolean;
  onClose: () => void;
  offer: PaymentOffer;
}

/** The subscriptions feature's payment modal, handed in by the app's route: a feature imports no other feature. */
export type PaymentModalComponent = ComponentType<PaymentModalProps>;
