import { describe, expect, it } from 'vitest';
import { languageFromPath, localizePath, stripLanguage } from './language-from-path.ts';

describe('language paths', () => {
  it.each([
    ['/', 'ru'],
    ['/news', 'ru'],
    ['/en', 'en'],
    ['/en/news/3', 'en'],
    ['/ru/news', 'ru'],
    ['/de/news', 'ru'],
  ])('%s is in %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });

  it.each([
    ['/', 'ru', '/'],
    ['/news', 'ru', '/news'],
    ['/', 'en', '/en'],
    ['/news/2', 'en', '/en/news/2'],
  ] as const)('localizes %s to %s as %s', (path, language, expected) => {
    expect(localizePath(path, language)).toBe(expected);
  });

  it.each([
    ['/en/news', '/news'],
    ['/ru', '/'],
    ['/news', '/news'],
    ['/de/news', '/de/news'],
  ])('strips %s to %s', (path, expected) => {
    expect(stripLanguage(path)).toBe(expected);
  });
});
