import type { TLanguage } from '../site/languages.ts';

/** Russian plural form: [one, few, many] — 1 рубль, 2 рубля, 5 рублей; fractions take "few". */
export function pluralRu(n: number, [one, few, many]: readonly [string, string, string]): string {
  if (!Number.isInteger(n)) return few;
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** The currency noun agreeing with an amount of roubles. */
export function rublesWord(n: number, language: TLanguage): string {
  if (language === 'ru') return pluralRu(n, ['рубль', 'рубля', 'рублей']);
  return Math.abs(n) === 1 ? 'rouble' : 'roubles';
}
