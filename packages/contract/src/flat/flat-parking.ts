/**
 * The parking code that stands for the city's barrier (flat) lots. The payment page opened with it
 * (`/profile/parking?parkingCode=flat`) starts on the flat-lot tab, and costPlane given it (or no
 * parkingNumber) finds the ticket in whichever lot issued it.
 */
export const FLAT_PARKING_CODE = 'flat';

/** True when a page's parking code asks for the flat-lot payment. */
export const isFlatParkingCode = (code: string | null | undefined): boolean => code?.trim().toLowerCase() === FLAT_PARKING_CODE;

/**
 * How long a flat-lot price holds: the form's payment step starts over after it, and payPlane
 * refuses an older quote with PriceChangedTryLater, since the stay has grown meanwhile.
 */
export const FLAT_PAYMENT_WINDOW_MS = 30_000;

/** How long the flat-lot form shows a status message (free, price changed, a failure). */
export const STATUS_MESSAGE_MS = 7_000;
