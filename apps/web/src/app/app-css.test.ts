import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/*
 * app.css imports Mantine's styles per component instead of the whole library's. A component used
 * without its stylesheet renders unstyled, and a base imported after the component built on it
 * (UnstyledButton after Button) resets the component's own rules: both have happened, so both are
 * checked here against the source's imports.
 */
const here = dirname(fileURLToPath(import.meta.url));
const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
const imported = [...readFileSync(join(here, 'app.css'), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((m) => m[1] ?? '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const usedComponents = new Set(
  sourceFiles(join(here, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)].flatMap((m) =>
      (m[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => /^[A-Z][A-Za-z]+$/.test(name)),
    ),
  ),
);

/** Bases other components are built on, in the order of Mantine's CSS files list. */
const BASES = [
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
];

describe('app.css', () => {
  it('imports the stylesheet of every Mantine component the app uses', () => {
    const missing = [...usedComponents].filter((name) => existsSync(join(stylesDir, `${name}.css`)) && !imported.includes(name));
    expect(missing).toEqual([]);
  });

  it('imports the bases before every component built on them', () => {
    const firstComponent = imported.findIndex((name) => !['baseline', 'default-css-variables', 'global', ...BASES].includes(name));
    const lastBase = Math.max(...BASES.map((name) => imported.indexOf(name)));
    expect(lastBase).toBeLessThan(firstComponent);
  });
});
