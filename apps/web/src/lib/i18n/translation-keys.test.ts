import { describe, expect, it } from 'vitest';
import { resourcesEn } from './resources-en.ts';
import { resourcesRu } from './resources-ru.ts';

const featureTexts = import.meta.glob<Record<string, string>>('../../features/*/texts/*.json', { eager: true, import: 'default' });
const features = [...new Set(Object.keys(featureTexts).map((file) => file.split('/')[3]!))];
const resources = {
  ru: { ...resourcesRu, ...Object.fromEntries(features.map((f) => [f, featureTexts[`../../features/${f}/texts/ru.json`]!])) },
  en: { ...resourcesEn, ...Object.fromEntries(features.map((f) => [f, featureTexts[`../../features/${f}/texts/en.json`]!])) },
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
