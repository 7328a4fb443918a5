import { describe, expect, it } from 'vitest';
import { resourcesEn } from './resources-en.ts';
import { resourcesRu } from './resources-ru.ts';

const resources = { ru: resourcesRu, en: resourcesEn };

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
