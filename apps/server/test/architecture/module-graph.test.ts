import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's module graph is written twice, in the README (Layout) and in eslint.config.js's
// serverModuleGraph, and lived once, in the modules' imports: the three must say the same.
const root = path.resolve(import.meta.dirname, '../../../..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const modules = readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory());

type Graph = Record<string, string[]>;

const sorted = (graph: Graph): Graph =>
  Object.fromEntries(
    Object.keys(graph)
      .sort()
      .map((module) => [module, [...new Set(graph[module])].sort()]),
  );

/** The README's block: `a, b -> x, y` lines, `(no module)` for none, in the fenced block after "Module graph". */
function readmeGraph(): Graph {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = /\*\*Module graph\*\*[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no module graph block');
  const graph: Graph = {};
  for (const line of block
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [from, to] = line.split('->').map((part) => part.trim());
    if (from === undefined || to === undefined) throw new Error(`unreadable line of the README's module graph: ${line}`);
    const targets = to === '(no module)' ? [] : to.split(',').map((t) => t.trim());
    for (const module of from.split(',').map((m) => m.trim())) graph[module] = targets;
  }
  return sorted(graph);
}

/** The object handed to serverModuleGraph in eslint.config.js, one `module: [...]` line each. */
function eslintGraph(): Graph {
  const config = readFileSync(path.join(root, 'eslint.config.js'), 'utf8');
  const block = /\.\.\.serverModuleGraph\(\{([\s\S]*?)\n {2}\}\)/.exec(config)?.[1];
  if (!block) throw new Error('eslint.config.js has no serverModuleGraph({...}) call');
  const graph: Graph = {};
  for (const match of block.matchAll(/^\s*'?([\w-]+)'?: \[(.*)\],?$/gm)) {
    graph[match[1]!] = [...match[2]!.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!);
  }
  return sorted(graph);
}

function* tsFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* tsFiles(full);
    else if (name.endsWith('.ts')) yield full;
  }
}

/** The modules each module's files import (statically, dynamically or by type), from their relative paths. */
function importedGraph(): Graph {
  const graph: Graph = Object.fromEntries(modules.map((module) => [module, []]));
  for (const module of modules) {
    for (const file of tsFiles(path.join(modulesDir, module))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), match[1]!)).split(path.sep);
        const other = target[0];
        if (other && other !== '..' && other !== module && target.length > 1) graph[module]!.push(other);
      }
    }
  }
  return sorted(graph);
}

describe('the server module graph', () => {
  it('is the same in the README and in eslint.config.js', () => {
    expect(readmeGraph()).toEqual(eslintGraph());
  });

  it('names every module', () => {
    expect(Object.keys(eslintGraph())).toEqual([...modules].sort());
  });

  it('is the graph the modules import, no edge missing and none unused', () => {
    expect(importedGraph()).toEqual(eslintGraph());
  });
});
