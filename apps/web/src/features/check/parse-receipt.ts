/** A parking receipt as the /check link carries it. */
export interface Receipt {
  title: string;
  dateIn: Date | null;
  dateOut: Date | null;
  /** Kopecks; the link carries minor units like every price of the service. */
  price: number | null;
  /** The vehicle's registration plate. */
  ts: string;
}

/** A date as a link may carry it: Unix seconds, Unix milliseconds or an ISO 8601 text. */
function parseDate(value: string | null): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const number = Number(trimmed);
    const date = new Date(number < 1e11 ? number * 1000 : number);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parsePrice(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const price = Number(value.trim());
  return Number.isSafeInteger(price) ? price : null;
}

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export function parseReceipt(params: URLSearchParams): Receipt {
  return {
    title: text(params.get('title'), 200),
    dateIn: parseDate(params.get('dateIn')),
    dateOut: parseDate(params.get('dateOut')),
    price: parsePrice(params.get('price')),
    ts: text(params.get('ts'), 20).toUpperCase(),
  };
}

/** A receipt link is usable when it says what was paid for and how much. */
export const isCompleteReceipt = (receipt: Receipt) => receipt.price !== null && (receipt.title !== '' || receipt.ts !== '');
