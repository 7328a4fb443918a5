import { randomInt } from 'node:crypto';
import type { TLanguage } from '@city-parking/contract/site/languages';

/** Numbers as words, 0 to 20: the questions spell them out so that the digits are not in the text. */
const NUMBER_WORDS: Record<TLanguage, readonly string[]> = {
  ru: [
    'ноль',
    'один',
    'два',
    'три',
    'четыре',
    'пять',
    'шесть',
    'семь',
    'восемь',
    'девять',
    'десять',
    'одиннадцать',
    'двенадцать',
    'тринадцать',
    'четырнадцать',
    'пятнадцать',
    'шестнадцать',
    'семнадцать',
    'восемнадцать',
    'девятнадцать',
    'двадцать',
  ],
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ],
};

const ASK: Record<TLanguage, { plus: (a: string, b: string) => string; minus: (a: string, b: string) => string }> = {
  ru: { plus: (a, b) => `Сколько будет ${a} плюс ${b}?`, minus: (a, b) => `Сколько будет ${a} минус ${b}?` },
  en: { plus: (a, b) => `What is ${a} plus ${b}?`, minus: (a, b) => `What is ${a} minus ${b}?` },
};

export interface CaptchaQuestion {
  text: string;
  /** The answer in digits, as it is stored (hashed) and compared. */
  answer: string;
}

/**
 * A sum or a difference of two numbers in words, in the page's language: the captcha for those
 * who cannot see the picture. Answers run from 0 to 20.
 */
export function captchaQuestion(language: TLanguage): CaptchaQuestion {
  const words = NUMBER_WORDS[language];
  if (randomInt(2) === 0) {
    const a = randomInt(1, 11);
    const b = randomInt(1, 11);
    return { text: ASK[language].plus(words[a]!, words[b]!), answer: String(a + b) };
  }
  const a = randomInt(5, 21);
  const b = randomInt(1, a);
  return { text: ASK[language].minus(words[a]!, words[b]!), answer: String(a - b) };
}

/** A number typed as a word in either language ("девять", "Nine") as its digits; anything else unchanged. */
export function numberWordAsDigits(typed: string): string {
  const word = typed.trim().toLowerCase().replaceAll('ё', 'е');
  for (const words of Object.values(NUMBER_WORDS)) {
    const index = words.indexOf(word);
    if (index >= 0) return String(index);
  }
  return typed;
}
