import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_NAMES, isErrorName, TOKEN_ERRORS } from '../src/errors/error-names.ts';
import { ERROR_TEXTS, errorText } from '../src/errors/error-texts.ts';

const specDir = path.resolve(import.meta.dirname, '../../../../shared/spec');

describe('error catalogue', () => {
  it('has a text in both languages for exactly the catalogued names', () => {
    const names = [...ERROR_NAMES].sort();
    expect(Object.keys(ERROR_TEXTS.ru).sort()).toEqual(names);
    expect(Object.keys(ERROR_TEXTS.en).sort()).toEqual(names);
  });

  it('has no empty or untranslated text', () => {
    for (const name of ERROR_NAMES) {
      expect(ERROR_TEXTS.ru[name].trim(), name).not.toBe('');
      expect(ERROR_TEXTS.en[name].trim(), name).not.toBe('');
      expect(ERROR_TEXTS.ru[name], `${name} is Russian`).toMatch(/[а-яё]/i);
      expect(ERROR_TEXTS.en[name], `${name} is English`).not.toMatch(/[а-яё]/i);
    }
  });

  it('gives every name an HTTP meaning and knows the token errors', () => {
    for (const name of ERROR_NAMES) expect(ERROR_CATALOGUE[name]).toBeGreaterThanOrEqual(400);
    expect(TOKEN_ERRORS).toEqual(['TokenExpired', 'TokenNotFound']);
    expect(isErrorName('UserExists')).toBe(true);
    expect(isErrorName('toString')).toBe(false);
  });

  it('falls back to the unknown-error text', () => {
    expect(errorText('NoSuchError', 'en')).toBe(ERROR_TEXTS.en.UnknownError);
    expect(errorText('__proto__', 'ru')).toBe(ERROR_TEXTS.ru.UnknownError);
    expect(errorText('UserExists', 'ru')).toBe(ERROR_TEXTS.ru.UserExists);
  });

  it.runIf(existsSync(specDir))('covers every errorName the specification mentions', () => {
    const spec = readdirSync(specDir)
      .filter((file) => file.endsWith('.md'))
      .map((file) => readFileSync(path.join(specDir, file), 'utf8'))
      .join('\n');
    const mentioned = new Set(spec.match(/\b[A-Z][A-Za-z]*(?:Error|Exists|Incorrect|NotFound|Limit|Empty|IsEmpty)\b/g) ?? []);
    const missing = [...mentioned].filter((name) => !isErrorName(name));
    expect(missing).toEqual([]);
  });
});
