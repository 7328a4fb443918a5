import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { compactUtc, ZPaymentFromPortalRequest } from '../../src/payments/payment-from-portal.ts';

const report = { source: 'widget', order: 'inv1', billnumber: 'inv1', amount: '150.00', paymentDate: '20261120090500', status: 'authorized' };

describe('payment-from-portal report', () => {
  it.each([{}, { amount: '150' }, { amount: '150.5' }, { status: 'not authorized' }])('accepts %o', (patch) => {
    expect(safeParse(ZPaymentFromPortalRequest, { ...report, ...patch }).success).toBe(true);
  });

  it.each([
    { amount: '150,00' },
    { amount: '-1.00' },
    { amount: '1.005' },
    { paymentDate: '2026-11-20' },
    { paymentDate: '202611200905' },
    { status: 'declined' },
    { order: '' },
    { source: undefined },
  ])('refuses %o', (patch) => {
    expect(safeParse(ZPaymentFromPortalRequest, { ...report, ...patch }).success).toBe(false);
  });

  it('writes the payment date as compact UTC', () => {
    expect(compactUtc(new Date('2026-11-20T12:05:09+03:00'))).toBe('20261120090509');
  });
});
