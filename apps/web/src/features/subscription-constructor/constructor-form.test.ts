import { describe, expect, it } from 'vitest';
import { canSearch, defaultForm, startDateBounds, validateForm, type ConstructorForm } from './constructor-form.ts';
import { constructorReducer, initialState } from './constructor-state.ts';
import { daysLabel } from './days-label.ts';

const today = '2026-11-26';
const bounds = startDateBounds(today);
const filled: ConstructorForm = { zones: ['101', '102'], vehicle: 'А001АА159', startDate: '2026-11-27', timing: 7 };

describe('start date bounds', () => {
  it('run from today to the same day a month ahead', () => {
    expect(bounds).toEqual({ first: '2026-11-26', last: '2026-12-26' });
  });

  it("start later by the city's offset, never before today", () => {
    expect(startDateBounds(today, 2).first).toBe('2026-11-28');
    expect(startDateBounds(today, -3).first).toBe(today);
  });

  it('refuse a day before today or after the window, and accept both ends', () => {
    expect(validateForm({ ...filled, startDate: '2026-11-25' }, bounds).startDate).toBe('constructor.error.startTooEarly');
    expect(validateForm({ ...filled, startDate: '2026-12-27' }, bounds).startDate).toBe('constructor.error.startTooLate');
    expect(validateForm({ ...filled, startDate: '' }, bounds).startDate).toBe('constructor.error.startDate');
    expect(validateForm({ ...filled, startDate: bounds.first }, bounds)).toEqual({});
    expect(validateForm({ ...filled, startDate: bounds.last }, bounds)).toEqual({});
  });
});

describe('default form', () => {
  it('starts tomorrow with the shortest timing and the only vehicle', () => {
    expect(defaultForm(today, ['А001АА159'], [1, 3, 7])).toEqual({ zones: [], vehicle: 'А001АА159', startDate: '2026-11-27', timing: 1 });
  });

  it('leaves the vehicle to choose among several, and starts at the offset when it is later than tomorrow', () => {
    expect(defaultForm(today, ['А001АА159', 'В002ВВ159'], [7], 3)).toMatchObject({ vehicle: '', startDate: '2026-11-29', timing: 7 });
  });
});

describe('validation', () => {
  it('asks for a zone, a vehicle and a timing', () => {
    expect(validateForm({ zones: [], vehicle: '', startDate: '2026-11-27', timing: 0 }, bounds)).toEqual({
      zones: 'constructor.error.zones',
      vehicle: 'constructor.error.vehicle',
      timing: 'constructor.error.timing',
    });
  });
});

describe('search enablement', () => {
  it('needs a valid form changed since the last search', () => {
    expect(canSearch({}, true)).toBe(true);
    expect(canSearch({}, false)).toBe(false);
    expect(canSearch({ zones: 'constructor.error.zones' }, true)).toBe(false);
  });

  it('is off after a search and on again after any change, even back to the searched values', () => {
    const searched = constructorReducer(initialState(filled), { type: 'searched' });
    expect(searched.changedSinceSearch).toBe(false);
    const changed = constructorReducer(searched, { type: 'change', patch: { timing: 14 } });
    expect(changed.changedSinceSearch).toBe(true);
    const back = constructorReducer(constructorReducer(changed, { type: 'searched' }), { type: 'change', patch: { timing: 7 } });
    expect(back.changedSinceSearch).toBe(true);
  });

  it('marks changed fields touched, and a reset forgets them and the search', () => {
    const changed = constructorReducer(initialState(filled), { type: 'change', patch: { zones: [] } });
    expect([...changed.touched]).toEqual(['zones']);
    const reset = constructorReducer(constructorReducer(changed, { type: 'searched' }), { type: 'reset', defaults: filled });
    expect(reset).toEqual(initialState(filled));
  });
});

describe('days label', () => {
  it('uses the Russian plural forms', () => {
    expect([1, 3, 5, 14, 21, 22, 30].map((days) => daysLabel(days, 'ru'))).toEqual(['1 день', '3 дня', '5 дней', '14 дней', '21 день', '22 дня', '30 дней']);
  });

  it('says day or days in English', () => {
    expect([1, 7].map((days) => daysLabel(days, 'en'))).toEqual(['1 day', '7 days']);
  });
});
