import { describe, expect, it } from 'vitest';
import { formatMoney, kopecksToRubles, parseTypedRubles, rublesToKopecks, splitMoney } from '../src/format/format-money.ts';
import { pluralRu, rublesWord } from '../src/format/plural-ru.ts';
import { formatPhone, phoneDigits } from '../src/format/format-phone.ts';
import {
  formatDate,
  formatDateTime,
  formatFineDate,
  formatMessageDate,
  formatPickerDate,
  formatSubscriptionDate,
  formatTime,
} from '../src/format/format-date.ts';
import { formatDuration } from '../src/format/format-duration.ts';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12050, '120.50'],
    [100000, '1 000.00'],
    [123456789, '1 234 567.89'],
    [-4550, '-45.50'],
  ])('formats %i kopecks as %s', (kopecks, text) => {
    expect(formatMoney(kopecks)).toBe(text);
  });

  it('splits an amount into sign, grouped roubles and kopecks', () => {
    expect(splitMoney(-123456)).toEqual({ sign: '-', whole: '1 234', fraction: '56' });
  });

  it('converts roubles to whole kopecks without float drift', () => {
    expect(rublesToKopecks('12.5')).toBe(1250);
    expect(rublesToKopecks('0,1')).toBe(10);
    expect(rublesToKopecks(19.99)).toBe(1999);
    expect(rublesToKopecks('1 000.01')).toBe(100001);
    expect(() => rublesToKopecks('ten')).toThrow(RangeError);
    expect(kopecksToRubles(1999)).toBe(19.99);
  });
});

describe('typed roubles', () => {
  it('reads typed roubles into kopecks', () => {
    expect([
      parseTypedRubles('150'),
      parseTypedRubles('150,5'),
      parseTypedRubles(' 1 000.05 '),
      parseTypedRubles('1e3'),
      parseTypedRubles('-5'),
      parseTypedRubles('1.234'),
    ]).toEqual([15000, 15050, 100005, null, null, null]);
  });
});

describe('Russian plural forms', () => {
  const forms = ['рубль', 'рубля', 'рублей'] as const;
  it.each([
    [1, 'рубль'],
    [21, 'рубль'],
    [101, 'рубль'],
    [2, 'рубля'],
    [4, 'рубля'],
    [22, 'рубля'],
    [5, 'рублей'],
    [11, 'рублей'],
    [12, 'рублей'],
    [14, 'рублей'],
    [111, 'рублей'],
    [0, 'рублей'],
    [1.5, 'рубля'],
  ])('%s → %s', (n, word) => {
    expect(pluralRu(n, forms)).toBe(word);
  });

  it('names roubles in English too', () => {
    expect(rublesWord(1, 'en')).toBe('rouble');
    expect(rublesWord(5, 'en')).toBe('roubles');
    expect(rublesWord(3, 'ru')).toBe('рубля');
  });
});

describe('phones', () => {
  it('shows an 11-digit phone grouped and leaves anything else as given', () => {
    expect(formatPhone('79123456789')).toBe('+ 7 (912) 345-67-89');
    expect(formatPhone('+7 912 345 67 89')).toBe('+ 7 (912) 345-67-89');
    expect(formatPhone('12345')).toBe('12345');
    expect(phoneDigits('+7 (912) 345-67-89')).toBe('79123456789');
  });
});

describe('dates in Moscow time', () => {
  const at = '2026-03-05T21:07:00Z';
  it('uses the formats of the spec', () => {
    expect(formatSubscriptionDate(at)).toBe('06/03/26 00:07');
    expect(formatFineDate(at)).toBe('06.03.2026 00:07');
    expect(formatMessageDate(at)).toBe('06.03 00:07');
    expect(formatPickerDate(at)).toBe('06/03/2026');
    expect(formatDate(at)).toBe('06.03.2026');
    expect(formatTime(at)).toBe('00:07');
  });

  it('takes another time zone and answers empty text for an invalid date', () => {
    expect(formatDateTime(at, 'DD.MM.YYYY HH:mm', 'Asia/Yekaterinburg')).toBe('06.03.2026 02:07');
    expect(formatDateTime('not a date', 'DD.MM.YYYY')).toBe('');
  });
});

describe('durations', () => {
  it('shows minutes as HH:mm', () => {
    expect(formatDuration(15)).toBe('00:15');
    expect(formatDuration(90)).toBe('01:30');
    expect(formatDuration(1440)).toBe('24:00');
    expect(formatDuration(0)).toBe('');
  });
});
