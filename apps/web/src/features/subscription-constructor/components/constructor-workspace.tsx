import { useReducer, useState } from 'react';
import type { TZoneListItem } from '@city-parking/contract/parking/zones';
import type { TConstructorOffer } from '@city-parking/contract/subscriptions/subscription-constructor';
import { useSelectedAbonements } from '../api/selected-abonements.ts';
import { defaultForm, searchRequestOf } from '../constructor-form.ts';
import { constructorReducer, initialState } from '../constructor-state.ts';
import { offerPayment } from '../offer-payment.ts';
import type { PaymentModalComponent } from '../payment-modal-props.ts';
import { ConstructorFormCard } from './constructor-form-card.tsx';
import { OfferResults } from './offer-results.tsx';

interface Props {
  today: string;
  offsetDays: number;
  bounds: { first: string; last: string };
  zones: readonly TZoneListItem[];
  vehicles: readonly string[];
  timings: readonly number[];
  paymentModal?: PaymentModalComponent;
}

/** The loaded constructor: its form, the search and its results, and the payment of a chosen offer. */
export function ConstructorWorkspace({ today, offsetDays, bounds, zones, vehicles, timings, paymentModal: PaymentModal }: Props) {
  const defaults = () => defaultForm(today, vehicles, timings, offsetDays);
  const [state, dispatch] = useReducer(constructorReducer, undefined, () => initialState(defaults()));
  const search = useSelectedAbonements();
  const [buying, setBuying] = useState<TConstructorOffer | null>(null);

  const runSearch = () => {
    dispatch({ type: 'searched' });
    search.mutate(searchRequestOf(state.form));
  };
  return (
    <>
      <ConstructorFormCard
        state={state}
        dispatch={(action) => {
          // Any change makes the shown offers stale (spec §2.4).
          if (action.type === 'change') search.reset();
          dispatch(action);
        }}
        zones={zones}
        vehicles={vehicles}
        timings={timings}
        bounds={bounds}
        searchStatus={search.status}
        onSearch={runSearch}
        onReset={() => {
          search.reset();
          dispatch({ type: 'reset', defaults: defaults() });
        }}
      />
      <OfferResults
        status={search.status}
        offers={search.data}
        // A failed search keeps its form (a change would have cleared the failure): ask again for it.
        onRetry={() => search.mutate(searchRequestOf(state.form))}
        onBuy={PaymentModal && setBuying}
      />
      {PaymentModal && buying && <PaymentModal opened onClose={() => setBuying(null)} offer={offerPayment(buying, state.form.vehicle)} />}
    </>
  );
}
