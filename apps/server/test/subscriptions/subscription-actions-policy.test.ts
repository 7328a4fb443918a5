import { describe, expect, it } from 'vitest';
import {
  canChangeVehicle,
  canContinue,
  canPause,
  canRefund,
  refundAmount,
  shiftedEnd,
  unpausedWindows,
  unusedDays,
  type SubscriptionState,
} from '../../src/modules/subscriptions/subscription-actions-policy.ts';
import { permTime } from '../sessions/session-fixtures.ts';

const TZ = 'Asia/Yekaterinburg';
const at = (date: string, time = '00:00') => permTime(date, time);

/** A month pass of 1–31 December 2026 (30 days) for 6 000 ₽, with `patch` applied. */
const month = (patch: Partial<SubscriptionState> = {}): SubscriptionState => ({
  type: 'month',
  status: 'active',
  start: at('2026-12-01'),
  end: at('2026-12-31'),
  paidEnd: at('2026-12-31'),
  price: 600_000,
  plateChanged: false,
  pauses: [],
  ...patch,
});

describe('the end after a pause', () => {
  it('moves by exactly the paused time: what was left is kept, with nothing added', () => {
    const end = at('2026-12-31');
    expect(shiftedEnd(end, at('2026-12-05', '10:00'), at('2026-12-05', '10:01'))).toEqual(at('2026-12-31', '00:01'));
    expect(shiftedEnd(end, at('2026-12-05', '10:00'), at('2026-12-05', '10:00'))).toEqual(end);
    expect(shiftedEnd(end, at('2026-12-05', '10:00'), at('2026-12-07', '10:00'))).toEqual(at('2027-01-02'));
    expect(shiftedEnd(end, at('2026-12-05', '10:00'), at('2026-12-07', '10:01'))).toEqual(at('2027-01-02', '00:01'));
  });
});

describe('the windows the discount applies in', () => {
  it('leaves out each pause, a running one for its longest course', () => {
    const pauses = [
      { start: at('2026-12-05'), ended: at('2026-12-07'), endBefore: at('2026-12-31') },
      { start: at('2026-12-20'), ended: null, endBefore: at('2027-01-02') },
    ];
    expect(unpausedWindows(at('2026-12-01'), at('2027-02-01'), pauses)).toEqual([
      { from: at('2026-12-01'), to: at('2026-12-05') },
      { from: at('2026-12-07'), to: at('2026-12-20') },
      { from: at('2027-01-19'), to: at('2027-02-01') },
    ]);
    expect(unpausedWindows(at('2026-12-01'), at('2026-12-31'), [])).toEqual([{ from: at('2026-12-01'), to: at('2026-12-31') }]);
  });
});

describe('the refund', () => {
  it('is the whole price before the start, then the unused whole days’ share, rounded down', () => {
    expect(refundAmount(month(), at('2026-11-30', '23:59'), TZ)).toBe(600_000);
    // From 2 December: 29 days of 30.
    expect(unusedDays(month(), at('2026-12-01', '00:00'), TZ)).toBe(29);
    expect(refundAmount(month(), at('2026-12-01', '12:00'), TZ)).toBe(580_000);
    expect(refundAmount(month({ price: 100_001 }), at('2026-12-01', '12:00'), TZ)).toBe(96_667);
    expect(refundAmount(month(), at('2026-12-30', '12:00'), TZ)).toBe(0);
    expect(canRefund(month(), at('2026-12-30', '12:00'), TZ)).toBe(false);
    expect(canRefund(month({ status: 'refunded' }), at('2026-12-10'), TZ)).toBe(false);
  });

  it('counts a running pause as ended now, and never more days than were bought', () => {
    const paused = month({ end: at('2027-01-30'), pauses: [{ start: at('2026-12-02', '12:00'), ended: null, endBefore: at('2026-12-31') }] });
    // Ended on 4 December at noon: two days later, to 2 January; 5 December to 2 January is 28 days.
    expect(refundAmount(paused, at('2026-12-04', '12:00'), TZ)).toBe(560_000);
    // Five hours paused on 10 December move the end a whole day, to 1 January, yet the refund pays
    // 11 to 30 December, 20 days, as without the pause; 29 hours to 11 December pay 12 December to
    // 1 January, 20 days again.
    const short = (until: Date) => month({ end: at('2027-01-01'), pauses: [{ start: at('2026-12-10', '09:00'), ended: until, endBefore: at('2026-12-31') }] });
    expect(refundAmount(short(at('2026-12-10', '14:00')), at('2026-12-10', '15:00'), TZ)).toBe(refundAmount(month(), at('2026-12-10', '15:00'), TZ));
    expect(refundAmount(short(at('2026-12-10', '14:00')), at('2026-12-10', '15:00'), TZ)).toBe(400_000);
    expect(refundAmount(short(at('2026-12-11', '14:00')), at('2026-12-11', '15:00'), TZ)).toBe(400_000);
    // Still running at the refund: from its start to now.
    const running = month({ end: at('2027-01-30'), pauses: [{ start: at('2026-12-10', '09:00'), ended: null, endBefore: at('2026-12-31') }] });
    expect(refundAmount(running, at('2026-12-10', '15:00'), TZ)).toBe(400_000);
    const shifted = month({ end: at('2027-01-10'), pauses: [{ start: at('2026-12-01', '01:00'), ended: at('2026-12-11'), endBefore: at('2026-12-31') }] });
    expect(unusedDays(shifted, at('2026-12-01', '00:30'), TZ)).toBe(30);
  });
});

describe('what may be done now', () => {
  it('pauses a running subscription of at least 7 days, whatever its type, twice at most', () => {
    expect(canPause(month(), at('2026-12-10'), TZ, true)).toBe(true);
    expect(canPause(month(), at('2026-12-10'), TZ, false)).toBe(false);
    expect(canPause(month(), at('2026-11-30'), TZ, true)).toBe(false);
    expect(canPause(month({ type: 'day', paidEnd: at('2026-12-08'), end: at('2026-12-08') }), at('2026-12-02'), TZ, true)).toBe(true);
    expect(canPause(month({ type: 'week', paidEnd: at('2026-12-07'), end: at('2026-12-07') }), at('2026-12-02'), TZ, true)).toBe(false);
    const twice = [1, 2].map((d) => ({ start: at(`2026-12-0${d}`), ended: at(`2026-12-0${d}`, '01:00'), endBefore: at('2026-12-31') }));
    expect(canPause(month({ pauses: twice }), at('2026-12-10'), TZ, true)).toBe(false);
    // On the last day nothing whole is left to pause.
    expect(canPause(month(), at('2026-12-30', '08:00'), TZ, true)).toBe(false);
  });

  it('continues only a running pause; one past 30 days has ended by itself', () => {
    const pauses = [{ start: at('2026-12-02'), ended: null, endBefore: at('2026-12-31') }];
    const paused = month({ end: at('2027-01-30'), pauses });
    expect(canContinue(paused, at('2026-12-20'))).toBe(true);
    expect(canPause(paused, at('2026-12-20'), TZ, true)).toBe(false);
    expect(canContinue(paused, at('2027-01-01', '00:00'))).toBe(false);
    expect(canPause(paused, at('2027-01-01', '00:00'), TZ, true)).toBe(true);
    expect(canContinue(month(), at('2026-12-20'))).toBe(false);
  });

  it('changes the vehicle once, while not ended, never for yesterday’s subscription', () => {
    expect(canChangeVehicle(month(), at('2026-11-20'))).toBe(true);
    expect(canChangeVehicle(month({ plateChanged: true }), at('2026-12-10'))).toBe(false);
    expect(canChangeVehicle(month({ type: 'prev_day' }), at('2026-12-10'))).toBe(false);
    expect(canChangeVehicle(month(), at('2026-12-31'))).toBe(false);
  });
});
