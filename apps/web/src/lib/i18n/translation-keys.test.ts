import { describe, expect, it } from 'vitest';
import { resourcesEn } from './resources-en.ts';
import { resourcesRu } from './resources-ru.ts';

// Features and domains (domains/payments) both bring texts of their own.
const featureTexts = import.meta.glob<Record<string, string>>(['../../features/*/texts/*.json', '../../domains/*/texts/*.json'], {
  eager: true,
  import: 'default',
});
/** Text files come in pairs: `<name>ru.json` and `<name>en.json` (name empty or `vehicles-`). */
const pairs = Object.keys(featureTexts)
  .filter((file) => file.endsWith('ru.json'))
  .map((ru) => [ru.replace('../../features/', '').replace('../../', '').replace('ru.json', ''), ru, ru.replace(/ru\.json$/, 'en.json')] as const);
const resources = {
  ru: { ...resourcesRu, ...Object.fromEntries(pairs.map(([name, ru]) => [name, featureTexts[ru]!])) },
  en: { ...resourcesEn, ...Object.fromEntries(pairs.map(([name, , en]) => [name, featureTexts[en] ?? {}])) },
};

describe('translations', () => {
  it.each(Object.keys(resources.ru) as (keyof typeof resources.ru)[])('namespace %s has the same keys in ru and en', (ns) => {
    const ru = Object.keys(resources.ru[ns]).sort();
    const en = Object.keys(resources.en[ns]).sort();
    expect(en).toEqual(ru);
  });

  it('has no empty texts', () => {
    for (const language of ['ru', 'en'] as const) {
      for (const [ns, texts] of Object.entries(resources[language])) {
        for (const [key, text] of Object.entries(texts as Record<string, string>)) {
          expect(text.trim(), `${language}/${ns}/${key}`).not.toBe('');
        }
      }
    }
  });
});
