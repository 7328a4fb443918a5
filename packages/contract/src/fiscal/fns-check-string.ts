import { clockPartsAt } from '../format/clock-parts.ts';
import { FNS_SIGN_CODE, type TReceiptSign } from './fiscal-terms.ts';

/** What the tax service's check string names of a receipt. */
export interface TFnsCheck {
  /** The instant of the receipt, written on the clock of `timeZone` (the place of settlement). */
  at: Date;
  timeZone: string;
  /** Total in kopecks. */
  total: number;
  /** Fiscal storage number (ФН), document number (ФД) and fiscal sign (ФП), as digits. */
  fn: string;
  fd: string;
  fp: string;
  sign: TReceiptSign;
}

/** Kopecks as roubles with a dot and two decimals: 12345 → "123.45". */
export function roublesWithDot(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`a sum is whole kopecks, not below zero, got ${kopecks}`);
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/**
 * The string of a receipt's QR code that the tax service's check app reads:
 * `t=YYYYMMDDTHHMM&s=R.KK&fn=…&i=…&fp=…&n=1|2` (n = 1 income, 2 return of income).
 */
export function fnsCheckString({ at, timeZone, total, fn, fd, fp, sign }: TFnsCheck): string {
  const c = clockPartsAt(at, timeZone);
  const t = `${c.year}${c.month}${c.day}T${c.hour}${c.minute}`;
  return `t=${t}&s=${roublesWithDot(total)}&fn=${fn}&i=${fd}&fp=${fp}&n=${FNS_SIGN_CODE[sign]}`;
}
