import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourcesEn } from './resources-en.ts';
import { resourcesRu } from './resources-ru.ts';

/**
 * Every text a file asks for must be in a namespace that file itself brings in: its own import of a
 * `defineTexts` module, or the shell's common namespace. A key that only resolves because some other
 * file happened to load its texts first fails here, in both languages.
 */

const src = path.resolve(import.meta.dirname, '../..');
type Bundles = Record<'ru' | 'en', Record<string, string>>;

const sourceFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'))
  .map((file) => path.join(src, file));

function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.join(src, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
}

/** The `defineTexts` modules: file → namespace and its bundles in both languages. */
const textModules = new Map<string, { namespace: string; bundles: Bundles }>();
for (const file of sourceFiles) {
  const code = readFileSync(file, 'utf8');
  const namespace = /defineTexts\(\s*'([^']+)'/.exec(code)?.[1];
  if (!namespace || file.endsWith('define-texts.ts')) continue;
  const json = (name: string) => {
    const specifier = new RegExp(`import\\s+${name}\\s+from\\s+'([^']+\\.json)'`).exec(code)?.[1];
    return specifier ? (JSON.parse(readFileSync(resolveImport(file, specifier)!, 'utf8')) as Record<string, string>) : {};
  };
  textModules.set(file, { namespace, bundles: { ru: json('ru'), en: json('en') } });
}

const shell: Record<string, Bundles> = Object.fromEntries(
  Object.keys(resourcesRu).map((ns) => [
    ns,
    { ru: resourcesRu[ns as keyof typeof resourcesRu], en: (resourcesEn as Record<string, Record<string, string>>)[ns] ?? {} },
  ]),
);
const namespaces = new Map<string, Bundles>([...Object.entries(shell), ...[...textModules.values()].map((m) => [m.namespace, m.bundles] as const)]);

interface Use {
  key: string;
  prefix: boolean;
  ns: string | null;
}

function analyse(file: string) {
  const code = readFileSync(file, 'utf8');
  const imported = new Map<string, string>();
  const sideEffect: string[] = [];
  for (const [, names, specifier] of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const target = resolveImport(file, specifier!);
    const module = target && textModules.get(target);
    if (!module) continue;
    for (const name of names!.split(',').map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ))
      if (name) imported.set(name, module.namespace);
  }
  for (const [, specifier] of code.matchAll(/^import\s+'([^']+)';/gm)) {
    const target = resolveImport(file, specifier!);
    if (target && textModules.has(target)) sideEffect.push(specifier!);
  }
  const uses: Use[] = [];
  for (const match of code.matchAll(/\bt\(\s*(['`])((?:(?!\1)[^\\])*)\1\s*(,[^)]*)?\)/g)) {
    const [, quote, body, rest] = match;
    const template = quote === '`' && body!.includes('${');
    const key = template ? body!.slice(0, body!.indexOf('${')) : body!;
    const option = rest ? /\bns:\s*(?:'([^']+)'|([A-Za-z_$][\w$]*))/.exec(rest) : null;
    const ns = option ? (option[1] ?? imported.get(option[2]!) ?? `unknown:${option[2]}`) : null;
    uses.push({ key, prefix: template, ns });
  }
  // A key chosen inside the call (`t(failed ? 'a' : 'b')`) is still a key of this file.
  for (const [, choice, rest] of code.matchAll(/\bt\(\s*([^,()'`\s][^,()`]*\?[^,()`]*)(,[^)]*)?\)/g)) {
    const option = rest ? /\bns:\s*(?:'([^']+)'|([A-Za-z_$][\w$]*))/.exec(rest) : null;
    const ns = option ? (option[1] ?? imported.get(option[2]!) ?? `unknown:${option[2]}`) : null;
    for (const [, key] of choice!.matchAll(/'([^']+)'/g)) uses.push({ key: key!, prefix: false, ns });
  }
  return { allowed: ['common', ...new Set(imported.values())], uses, sideEffect };
}

const has = (bundle: Record<string, string> | undefined, use: Use) =>
  bundle !== undefined && (use.prefix ? Object.keys(bundle).some((key) => key.startsWith(use.key)) : use.key in bundle);

describe('texts are in the namespaces their files bring in', () => {
  it('finds the namespaces', () => {
    expect(textModules.size).toBeGreaterThan(0);
  });

  it.each(sourceFiles.map((file) => path.relative(src, file)))('%s', (relative) => {
    const { allowed, uses, sideEffect } = analyse(path.join(src, relative));
    expect(sideEffect, 'texts come in through a named import, not a side effect').toEqual([]);
    const missing: string[] = [];
    for (const use of uses) {
      const candidates = use.ns ? [use.ns, 'common'] : allowed;
      for (const language of ['ru', 'en'] as const) {
        if (!candidates.some((ns) => has(namespaces.get(ns)?.[language], use)))
          missing.push(`${language}: ${use.key}${use.prefix ? '…' : ''} (${candidates.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
