import { describe, expect, it } from 'vitest';
import {
  type TStsIssue,
  type TStsRef,
  ZVehicleSts,
  checkVehicleSts,
  findDuplicateSts,
  formatStsNumber,
  isStsNumber,
  normaliseStsNumber,
} from '../../src/vehicle/sts.ts';

describe('STS number', () => {
  it.each([
    ['59 АВ 123456', '59АВ123456', true],
    ['59АВ123456', '59АВ123456', true],
    ['59 ab 123456', '59АВ123456', true],
    ['99 13 123456', '9913123456', true],
    ['77 У1 654321', '77У1654321', true],
    [' 16 ке 000001 ', '16КЕ000001', true],
    ['59 AB 12345', '59АВ12345', false],
    ['59 AB 1234567', '59АВ1234567', false],
    ['5 9AB 123456', '59АВ123456', true],
    ['5А АВ 123456', '5ААВ123456', false],
    ['59 DF 123456', '59DF123456', false],
    ['59-АВ-123456', '59-АВ-123456', false],
    ['', '', false],
  ])('%j → %s, valid: %s', (input, normalised, valid) => {
    expect(normaliseStsNumber(input)).toBe(normalised);
    expect(isStsNumber(input)).toBe(valid);
  });

  it.each([
    ['59ab123456', '59 АВ 123456'],
    ['9913123456', '99 13 123456'],
    ['garbage', 'garbage'],
  ])('formats %s as %s', (input, text) => {
    expect(formatStsNumber(input)).toBe(text);
  });
});

describe('STS uniqueness and the optional field', () => {
  const vehicles: TStsRef[] = [
    { id: 1, sts: '59 АВ 123456' },
    { id: 2, sts: null },
    { id: 3, sts: '9913123456' },
  ];

  it.each<[string | null | undefined, string | number | null, TStsIssue | null]>([
    [undefined, null, null],
    ['', null, null],
    ['   ', null, null],
    ['59 ab 123456', null, 'duplicate'],
    ['59АВ123456', 1, null],
    ['59АВ123456', 3, 'duplicate'],
    ['99 13 123456', null, 'duplicate'],
    ['59 АВ 654321', null, null],
    ['59 АВ 65432', null, 'format'],
  ])('%j (editing %j) → %s', (value, editedId, issue) => {
    expect(checkVehicleSts(value, vehicles, editedId)).toBe(issue);
  });

  it('never reports vehicles without a certificate as duplicates of an empty one', () => {
    expect(findDuplicateSts('', vehicles)).toBeUndefined();
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['59 ab 123456', '59АВ123456'],
  ])('schema: %j → %j', (input, output) => {
    expect(ZVehicleSts.parse(input)).toBe(output);
  });

  it('schema reports a malformed number as InvalidFormat', () => {
    expect(ZVehicleSts.safeParse('59 АВ 1').error?.issues[0]?.message).toBe('InvalidFormat');
  });
});
