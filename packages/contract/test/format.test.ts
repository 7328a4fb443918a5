import { describe, expect, it } from 'vitest';
import {
  decimalMark,
  formatAmount,
  formatMoney,
  formatMoneyParts,
  kopecksToRubles,
  parseTypedRubles,
  rublesToKopecks,
  splitMoney,
} from '../src/format/format-money.ts';
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
  // Groups and the rouble sign are set off by no-break spaces (U+00A0), written here as "_".
  const nbsp = (text: string) => text.replaceAll('_', '\u00A0');

  it.each([
    [0, '0,00_₽', '0.00_₽'],
    [5, '0,05_₽', '0.05_₽'],
    [12050, '120,50_₽', '120.50_₽'],
    [94000, '940,00_₽', '940.00_₽'],
    [100000, '1_000,00_₽', '1_000.00_₽'],
    [123456789, '1_234_567,89_₽', '1_234_567.89_₽'],
    [-4550, '-45,50_₽', '-45.50_₽'],
  ])('formats %i kopecks as %s in Russian and %s in English', (kopecks, ru, en) => {
    expect(formatMoney(kopecks, 'ru')).toBe(nbsp(ru));
    expect(formatMoney(kopecks, 'en')).toBe(nbsp(en));
  });

  it('formats the amount alone with the decimal mark of the language', () => {
    expect(formatAmount(123456, 'ru')).toBe(nbsp('1_234,56'));
    expect(formatAmount(123456, 'en')).toBe(nbsp('1_234.56'));
    expect(decimalMark('ru')).toBe(',');
    expect(decimalMark('en')).toBe('.');
    // What is shown can be typed back in either language.
    expect(parseTypedRubles(formatAmount(123456, 'ru'))).toBe(123456);
    expect(parseTypedRubles(formatAmount(123456, 'en'))).toBe(123456);
  });

  it('cuts an amount with its sign into roubles and the rest', () => {
    expect(formatMoneyParts(-123456, 'ru')).toEqual({ whole: nbsp('-1_234'), rest: nbsp(',56_₽') });
    expect(formatMoneyParts(123456, 'en')).toEqual({ whole: nbsp('1_234'), rest: nbsp('.56_₽') });
  });

  it('splits an amount into sign, grouped roubles and kopecks', () => {
    expect(splitMoney(-123456)).toEqual({ sign: '-', whole: nbsp('1_234'), fraction: '56' });
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
