import { describe, expect, it } from 'vitest';
import { isCompleteReceipt, parseReceipt } from './parse-receipt.ts';

describe('parseReceipt', () => {
  it('reads every field of the link', () => {
    const receipt = parseReceipt(new URLSearchParams('title=Зона 101&dateIn=2026-11-20T09:00:00Z&dateOut=1763632800&price=12050&ts=a123bc59'));
    expect(receipt).toEqual({
      title: 'Зона 101',
      dateIn: new Date('2026-11-20T09:00:00Z'),
      dateOut: new Date(1763632800 * 1000),
      price: 12050,
      ts: 'A123BC59',
    });
    expect(isCompleteReceipt(receipt)).toBe(true);
  });

  it('accepts milliseconds and drops dates and prices it cannot read', () => {
    const receipt = parseReceipt(new URLSearchParams('dateIn=1763632800000&dateOut=tomorrow&price=12.5&ts=A1'));
    expect(receipt.dateIn).toEqual(new Date(1763632800000));
    expect(receipt.dateOut).toBeNull();
    expect(receipt.price).toBeNull();
    expect(isCompleteReceipt(receipt)).toBe(false);
  });
});
