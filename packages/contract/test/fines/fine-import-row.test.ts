import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { ZFineImportRow, ZGetFineImageQuery } from '../../src/fines/fines.ts';

const ROW = {
  uin: '18800000000000000008',
  status: 'paid',
  article: ' 8.14 ',
  place: 'ул. Ленина, 50',
  offenseDate: '2026-11-20T14:32:00+05:00',
  date: '2026-11-21',
  totalSum: '150000',
};

describe('a fines import row', () => {
  it('reads text cells: trimmed text, kopecks as numbers, defaults for the optional fields', () => {
    const parsed = safeParse(ZFineImportRow, ROW);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ article: '8.14', totalSum: 150000, paidSum: 0, zone: '', rulingDate: '', start: '', photo: '' });
  });

  it.each([
    ['uin', '18800000000000000007'],
    ['status', 'lost'],
    ['offenseDate', '2026-11-20'],
    ['offenseDate', '2026-02-30T10:00:00Z'],
    ['date', '21.11.2026'],
    ['date', '2026-13-40'],
    ['totalSum', '1500.50'],
    ['totalSum', '-1'],
    ['article', '  '],
  ])('refuses %s = %j', (field, value) => {
    const parsed = safeParse(ZFineImportRow, { ...ROW, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(field);
  });

  it('the image query takes a checked UIN', () => {
    expect(safeParse(ZGetFineImageQuery, { token: 't', uin: ROW.uin }).success).toBe(true);
    expect(safeParse(ZGetFineImageQuery, { token: 't', uin: '18800000000000000007' }).success).toBe(false);
  });
});
