import { describe, expect, it } from 'vitest';
import { canonicalCheck, checkFieldsOf, type TCheckFields } from '../../src/fiscal/canonical-check.ts';

const fields: TCheckFields = {
  title: 'Парковка P9201, зона 9201',
  ts: 'Е401ЕЕ92',
  dateIn: '2026-11-23T09:00:00.000Z',
  dateOut: '2026-11-23T10:00:00.000Z',
  price: '6000',
  city: 'sevastopol',
};

describe('the canonical text of a /check link', () => {
  it('is the version and the fields in a fixed order', () =>
    expect(canonicalCheck(fields)).toBe(
      '["city-parking-check-v1","Парковка P9201, зона 9201","Е401ЕЕ92","2026-11-23T09:00:00.000Z","2026-11-23T10:00:00.000Z","6000","sevastopol"]',
    ));

  it('reads the fields from the query as the link carries them, whatever their order and whatever else it holds', () => {
    const query = new URLSearchParams({
      city: 'sevastopol',
      price: '6000',
      sig: 'abc',
      ts: 'Е401ЕЕ92',
      title: fields.title,
      dateOut: fields.dateOut,
      dateIn: fields.dateIn,
    });
    expect(checkFieldsOf(query)).toEqual(fields);
    // Encoded and read back, as the SMS carries it and the browser parses it.
    expect(canonicalCheck(checkFieldsOf(new URLSearchParams(query.toString())))).toBe(canonicalCheck(fields));
  });

  it('reads a missing field as empty and a repeated one by its first value', () => {
    const read = checkFieldsOf(new URLSearchParams('title=x&price=100&price=1'));
    expect(read).toEqual({ title: 'x', ts: '', dateIn: '', dateOut: '', price: '100', city: '' });
  });

  it.each([
    ['the price', { price: '600' }],
    ['the start', { dateIn: '2026-11-23T08:00:00.000Z' }],
    ['the end', { dateOut: '2026-11-23T11:00:00.000Z' }],
    ['the plate', { ts: 'Е401ЕЕ93' }],
    ['the title', { title: 'Парковка P9202, зона 9202' }],
    ['the city', { city: 'perm' }],
  ])('changes with %s', (_what, patch) => expect(canonicalCheck({ ...fields, ...patch })).not.toBe(canonicalCheck(fields)));

  it('keeps a value from spilling into the next one', () =>
    expect(canonicalCheck({ ...fields, title: 'a', ts: 'b' })).not.toBe(canonicalCheck({ ...fields, title: 'a","b', ts: '' })));
});
