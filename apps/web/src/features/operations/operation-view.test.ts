import { describe, expect, it } from 'vitest';
import type { TOperation } from '@city-parking/contract/operations/operation';
import { AMOUNT_SIGN, amountTone, intervalText, spendingByMonth, spentKopecks } from './operation-view.ts';
import { fromPickerText, toPickerText } from './picker-date.ts';

describe('amounts', () => {
  it('shows payments and renewals negative, top-ups and refunds positive, zero neutral', () => {
    expect(amountTone('payment', 60)).toBe('debit');
    expect(amountTone('renew', 30)).toBe('debit');
    expect(amountTone('paymentSubscription', 1500)).toBe('debit');
    expect(amountTone('paymentGate', 120)).toBe('debit');
    expect(amountTone('refill', 500)).toBe('credit');
    expect(amountTone('cancel', 45.5)).toBe('credit');
    expect(amountTone('bonus20', 12)).toBe('credit');
    expect(amountTone('payment', 0)).toBe('neutral');
    expect(amountTone('refill', 0.001)).toBe('neutral');
  });

  it('writes a true minus before a debit, a plus before a credit and nothing before zero', () => {
    expect(AMOUNT_SIGN.debit).toBe('\u2212');
    expect(AMOUNT_SIGN.credit).toBe('+');
    expect(AMOUNT_SIGN.neutral).toBe('');
  });
});

describe('paid periods on the city clock', () => {
  const zone = 'Asia/Yekaterinburg'; // UTC+5

  it('shows the end as a time within one day', () => {
    expect(intervalText('2026-05-12T05:00:00Z', '2026-05-12T06:30:00Z', zone)).toBe('12.05.2026 10:00–11:30');
  });

  it('leaves the date out of an end past midnight when the period is five hours or less', () => {
    // 23:00 to 01:00 in Perm.
    expect(intervalText('2026-05-12T18:00:00Z', '2026-05-12T20:00:00Z', zone)).toBe('12.05.2026 23:00–01:00');
    // Exactly five hours is not longer than five.
    expect(intervalText('2026-05-12T17:00:00Z', '2026-05-12T22:00:00Z', zone)).toBe('12.05.2026 22:00–03:00');
  });

  it('shows the end’s date when a period past midnight is longer than five hours', () => {
    expect(intervalText('2026-05-12T17:00:00Z', '2026-05-12T22:01:00Z', zone)).toBe('12.05.2026 22:00 – 13.05.2026 03:01');
    expect(intervalText('2026-05-12T04:00:00Z', '2026-05-13T04:00:00Z', zone)).toBe('12.05.2026 09:00 – 13.05.2026 09:00');
  });

  it('takes midnight from the city, not from UTC', () => {
    // 03:00 to 09:00 UTC crosses no midnight in UTC but is 08:00–14:00 in Perm; 20:00–02:00 UTC is one Perm day.
    expect(intervalText('2026-05-12T20:00:00Z', '2026-05-13T02:00:00Z', zone)).toBe('13.05.2026 01:00–07:00');
  });
});

describe('spending per month', () => {
  const operation = (type: TOperation['type'], sum: number, date: string, status: TOperation['status'] = 'done') =>
    ({ type, sum, dateOperation: date, status }) as TOperation;

  it('sums completed debits per city month, with the empty months between', () => {
    const zone = 'Europe/Moscow';
    const months = spendingByMonth(
      [
        operation('payment', 60, '2026-03-31T21:30:00Z'), // 1 April in Moscow
        operation('renew', 30.5, '2026-04-10T10:00:00Z'),
        operation('refill', 500, '2026-04-11T10:00:00Z'),
        operation('payment', 99, '2026-04-12T10:00:00Z', 'wait'),
        operation('paymentSubscription', 1000, '2026-01-05T10:00:00Z'),
      ],
      zone,
    );
    expect(months).toEqual([
      { month: '2026-01', kopecks: 100000 },
      { month: '2026-02', kopecks: 0 },
      { month: '2026-03', kopecks: 0 },
      { month: '2026-04', kopecks: 9050 },
    ]);
  });

  it('takes refunds off and leaves out payments that were refunded or declined', () => {
    const zone = 'Europe/Moscow';
    const months = spendingByMonth(
      [
        // A 60 ₽ parking cancelled with 45 ₽ of it returned: 15 ₽ spent.
        operation('payment', 60, '2026-04-02T10:00:00Z'),
        operation('cancel', 45, '2026-04-02T10:15:00Z'),
        // A provider payment refunded in full or declined is no spending.
        operation('payment', 120, '2026-04-03T10:00:00Z', 'cancel'),
        operation('paymentGate', 80, '2026-04-04T10:00:00Z', 'processing'),
        // A pass's unused days returned in the next month.
        operation('paymentSubscription', 1000, '2026-04-20T10:00:00Z'),
        operation('cancel', 400, '2026-05-03T10:00:00Z'),
        operation('renew', 30, '2026-05-04T10:00:00Z'),
        // A refund still under way has not given anything back yet.
        operation('cancel', 10, '2026-05-05T10:00:00Z', 'processing'),
        operation('bonus20', 12, '2026-05-06T10:00:00Z'),
      ],
      zone,
    );
    expect(months).toEqual([
      { month: '2026-04', kopecks: 101500 },
      { month: '2026-05', kopecks: -37000 },
    ]);
  });

  it('counts each kind of operation its own way', () => {
    expect(spentKopecks({ type: 'payment', status: 'done', sum: 60.5 })).toBe(6050);
    expect(spentKopecks({ type: 'cancel', status: 'done', sum: 45.25 })).toBe(-4525);
    expect(spentKopecks({ type: 'refill', status: 'done', sum: 500 })).toBe(0);
    expect(spentKopecks({ type: 'bonus20', status: 'done', sum: 12 })).toBe(0);
    expect(spentKopecks({ type: 'payment', status: 'waiting', sum: 2 })).toBe(0);
  });
});

describe('typed dates', () => {
  it('reads DD/MM/YYYY and writes it back', () => {
    expect(fromPickerText('05/11/2026')).toBe('2026-11-05');
    expect(fromPickerText('5.11.2026')).toBe('2026-11-05');
    expect(fromPickerText('')).toBe('');
    expect(fromPickerText('31/02/2026')).toBeNull();
    expect(fromPickerText('2026-11-05')).toBeNull();
    expect(toPickerText('2026-11-05')).toBe('05/11/2026');
  });
});
