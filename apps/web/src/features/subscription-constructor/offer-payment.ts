import type { TConstructorOffer } from '@city-parking/contract/subscriptions/subscription-constructor';
import type { PaymentOffer } from './payment-modal-props.ts';

/** A constructed offer as the payment modal buys it: codeSubscription is its permissionKindCode, its start fixed. */
export function offerPayment(offer: TConstructorOffer, vehicle: string): PaymentOffer {
  return {
    code: offer.permissionKindCode,
    label: offer.permissionKind,
    type: offer.permissionType,
    cost: offer.price,
    zones: offer.zones,
    startDate: offer.startDate,
    vehicle,
  };
}
