import type { ReactNode } from 'react';

/** How the payment step is shown at the moment. */
export interface FlatPayerState {
  /** Pay was pressed: the fields show what is missing. */
  submitted: boolean;
  disabled: boolean;
}

/**
 * The payment method part of the flat-lot form. A driver's comes from the city's methods and the
 * profile's phones; a page whose payer types a phone (the guest page) supplies its own.
 */
export interface FlatPayer {
  fields: ReactNode;
  method: string;
  phone: string | null;
  /** The fields can be paid with. */
  ready: boolean;
}
