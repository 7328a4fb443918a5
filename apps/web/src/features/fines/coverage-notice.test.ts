import { describe, expect, it } from 'vitest';
import { coverageNotice } from './coverage-notice.ts';
import { fineStatusTone } from './fine-status-tone.ts';

const PERM = 'Asia/Yekaterinburg';

describe('the card’s coverage sentence', () => {
  it('gives the offence and the paid end on the city’s clock, the date only when the day differs', () => {
    expect(coverageNotice({ kind: 'session', zone: '101', at: '2026-11-20T09:32:00Z', until: '2026-11-20T10:00:00Z' }, PERM)).toEqual({
      key: 'fines.coverage.session',
      values: { time: '14:32', zone: '101', until: '15:00' },
    });
    expect(coverageNotice({ kind: 'subscription', zone: '', at: '2026-11-20T09:32:00Z', until: '2026-12-01T00:00:00Z' }, PERM)).toEqual({
      key: 'fines.coverage.subscriptionAnyZone',
      values: { time: '14:32', zone: '', until: '01.12.2026 05:00' },
    });
    expect(coverageNotice({ kind: 'typo', plate: 'А123ВС159' }, PERM)).toEqual({ key: 'fines.coverage.typo', values: { plate: 'А123ВС159' } });
  });
});

describe('status colours (spec 2.5)', () => {
  it('paid green, the bailiff red, new black, the rest grey', () => {
    expect(fineStatusTone('paid')).toBe('paid');
    expect(fineStatusTone('bailiff')).toBe('bailiff');
    expect(fineStatusTone('new')).toBe('plain');
    for (const status of ['suspended', 'sent', 'delivered', 'cancelled', 'signed', 'returned'] as const) expect(fineStatusTone(status)).toBe('muted');
  });
});
