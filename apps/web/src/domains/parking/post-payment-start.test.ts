import { describe, expect, it } from 'vitest';
import { postPaymentStart } from './post-payment-start.ts';

// Perm is UTC+5: 10:30 UTC is 15:30 on the city's clock.
const zone = 'Asia/Yekaterinburg';
const now = new Date('2026-03-10T10:30:20Z');

describe('post-payment start time', () => {
  it('is not asked for when paying from now', () => {
    expect(postPaymentStart('today', '', now, zone)).toEqual({});
    expect(postPaymentStart('today', '23:00', now, zone)).toEqual({});
  });

  it('is today on the city clock, up to the current minute', () => {
    expect(postPaymentStart('postPayment', '09:15', now, zone)).toEqual({ timestart: '2026-03-10T04:15:00.000Z' });
    expect(postPaymentStart('postPayment', '15:30', now, zone)).toEqual({ timestart: '2026-03-10T10:30:00.000Z' });
  });

  it('refuses a time later than now with FuturePost', () => {
    expect(postPaymentStart('postPayment', '15:31', now, zone)).toEqual({ issue: 'FuturePost' });
    expect(postPaymentStart('postPayment', '23:59', now, zone)).toEqual({ issue: 'FuturePost' });
  });

  it('takes yesterday for the yesterday type, so any time of that day is in the past', () => {
    expect(postPaymentStart('postPaymentYesterday', '23:59', now, zone)).toEqual({ timestart: '2026-03-09T18:59:00.000Z' });
    expect(postPaymentStart('postPaymentYesterday', '00:00', now, zone)).toEqual({ timestart: '2026-03-08T19:00:00.000Z' });
  });

  it('follows the city day, not the UTC one, just after the city midnight', () => {
    // 19:10 UTC on the 9th is already 00:10 on the 10th in Perm.
    const early = new Date('2026-03-09T19:10:00Z');
    expect(postPaymentStart('postPayment', '00:05', early, zone)).toEqual({ timestart: '2026-03-09T19:05:00.000Z' });
    expect(postPaymentStart('postPaymentYesterday', '22:00', early, zone)).toEqual({ timestart: '2026-03-09T17:00:00.000Z' });
  });

  it('needs a time in HH:mm for the post types', () => {
    expect(postPaymentStart('postPayment', '', now, zone)).toEqual({ issue: 'RequiredField' });
    expect(postPaymentStart('postPayment', '25:00', now, zone)).toEqual({ issue: 'InvalidFormat' });
    expect(postPaymentStart('postPaymentYesterday', '9:5', now, zone)).toEqual({ issue: 'InvalidFormat' });
  });
});
