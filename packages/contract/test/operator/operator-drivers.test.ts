import { describe, expect, it } from 'vitest';
import { maskCodes, ZDriverSearchQuery } from '../../src/operator/operator-drivers.ts';

describe('maskCodes', () => {
  it('hides every run of 4 to 6 digits, and leaves shorter and longer runs (a phone, an amount) as they are', () => {
    expect(maskCodes('Код 4821. Ещё раз: 870531')).toBe('Код ••••. Ещё раз: ••••');
    expect(maskCodes('Ответьте 1 K7P2 на 79120000001, 150 ₽')).toBe('Ответьте 1 K7P2 на 79120000001, 150 ₽');
    expect(maskCodes('code:12345;')).toBe('code:••••;');
  });
});

describe('the driver search query', () => {
  it('trims the query and names a missing or too short one by its own error', () => {
    expect(ZDriverSearchQuery.safeParse({ query: '  a123bc159 ' }).data).toEqual({ query: 'a123bc159' });
    const issue = (query: string) => ZDriverSearchQuery.safeParse({ query }).error?.issues[0]?.message;
    expect(issue('   ')).toBe('RequiredField');
    expect(issue(' ab ')).toBe('DriverQueryTooShort');
    expect(ZDriverSearchQuery.safeParse({ query: 'abc', before: '0' }).success).toBe(false);
  });
});
