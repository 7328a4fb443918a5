import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FLAT_PAYMENT_WINDOW_MS, STATUS_MESSAGE_MS } from '@city-parking/contract/flat/flat-parking';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { getFlatCost } from './api/get-flat-cost.ts';
import { goToPayment } from './go-to-payment.ts';
import { payFlatTicket } from './api/pay-flat-ticket.ts';

/** Runs a call with the payer's token: a driver's stored one, or a guest page's guest token. */
export type TokenRunner = <T>(call: (token: string) => Promise<T>) => Promise<T>;

/** The payment step's price, kept from the price answer until it is paid, abandoned or expires. */
export interface FlatQuote {
  ticketNumber: string;
  /** costPlane's sessionId. */
  sessionId: string;
  parkingNumber: string;
  /** Roubles. */
  cost: number;
}

/** What the form says for STATUS_MESSAGE_MS. */
export type FlatStatus = { kind: 'free' } | { kind: 'priceChanged' } | { kind: 'failed'; error: unknown };

/**
 * The flat-lot payment (spec §4): a price, then the payment step, which starts over with a
 * price-changed message when it is not completed within FLAT_PAYMENT_WINDOW_MS. One call at a time.
 */
export function useFlatPayment({ withToken, parkingNumber }: { withToken: TokenRunner; parkingNumber: string }) {
  const [quote, setQuote] = useState<FlatQuote | null>(null);
  const [status, setStatus] = useState<FlatStatus | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Set once the browser is on its way to the provider: the form stays locked until the page goes.
  const [leaving, setLeaving] = useState(false);
  const guard = useSubmitGuard();
  const statusTimer = useRef<number | undefined>(undefined);
  const windowTimer = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(statusTimer.current);
      window.clearTimeout(windowTimer.current);
    },
    [],
  );

  const show = (next: FlatStatus | null) => {
    window.clearTimeout(statusTimer.current);
    setStatus(next);
    if (next) statusTimer.current = window.setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
  };
  const backToPrice = (next: FlatStatus | null) => {
    window.clearTimeout(windowTimer.current);
    setQuote(null);
    show(next);
  };

  const price = useMutation({ mutationFn: (ticketNumber: string) => withToken((token) => getFlatCost({ ticketNumber, parkingNumber }, token)) });
  const pay = useMutation({
    mutationFn: ({ paid, method, phone }: { paid: FlatQuote; method: string; phone: string | null }) =>
      withToken((token) => payFlatTicket({ sessionId: paid.sessionId, parkingNumber: paid.parkingNumber, paymentService: method, phone }, token)),
  });

  function findPrice(ticketNumber: string): void {
    if (!guard.hold()) return;
    show(null);
    price.mutate(ticketNumber, {
      onSuccess: (result) => {
        if (result.cost <= 0) return show({ kind: 'free' });
        setQuote({ ticketNumber, sessionId: result.sessionId, parkingNumber: result.parkingNumber, cost: result.cost });
        windowTimer.current = window.setTimeout(() => backToPrice({ kind: 'priceChanged' }), FLAT_PAYMENT_WINDOW_MS);
      },
      onError: (error) => show({ kind: 'failed', error }),
      onSettled: guard.release,
    });
  }

  function payQuote(method: string, phone: string | null): void {
    if (!quote || !guard.hold()) return;
    // From here the answer decides: the server refuses a price that has run out (PriceChangedTryLater).
    window.clearTimeout(windowTimer.current);
    pay.mutate(
      { paid: quote, method, phone },
      {
        onSuccess: (result) => {
          if ('redirectURL' in result) {
            setLeaving(true);
            goToPayment(result.redirectURL);
            return;
          }
          setNotice(result.message);
          backToPrice(null);
        },
        onError: (error) => backToPrice({ kind: 'failed', error }),
        onSettled: guard.release,
      },
    );
  }

  return {
    quote,
    status,
    notice,
    closeNotice: () => setNotice(null),
    /** Forgets the last outcome: a new number or a new issue must not stand beside an old failure. */
    clearStatus: () => show(null),
    findPrice,
    payQuote,
    /** Back to the price step without paying. */
    abandon: () => backToPrice(null),
    pricing: price.isPending,
    paying: pay.isPending || leaving,
  };
}
