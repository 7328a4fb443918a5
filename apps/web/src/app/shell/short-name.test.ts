import { describe, expect, it } from 'vitest';
import { shortName } from './short-name.ts';

describe('shortName', () => {
  it.each([
    ['Анна', 'Смирнова', 'Анна С.'],
    ['Иван', 'иванов', 'Иван И.'],
    ['  Пётр ', ' Забывчивый ', 'Пётр З.'],
    ['Олег', '', 'Олег'],
    ['', 'Сидоров', 'Сидоров'],
    ['', '', ''],
  ])('%s %s → %s', (first, last, short) => {
    expect(shortName(first, last)).toBe(short);
  });
});
