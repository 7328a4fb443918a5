import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ link to each other and to the code by relative paths and heading anchors;
// a moved section or renamed folder must not leave a link that goes nowhere.
const root = path.resolve(import.meta.dirname, '../../../..');

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs.sort()];
}

/** The text outside fenced blocks and inline code, where a link is a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1] ?? '')));
}

function brokenLinks(file: string): string[] {
  const text = prose(readFileSync(path.join(root, file), 'utf8'));
  const broken: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/i.test(target)) continue;
    const [linked = '', anchor] = target.split('#');
    const resolved = linked === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), linked);
    if (!existsSync(resolved)) broken.push(`${target}: no such file`);
    else if (anchor && statSync(resolved).isFile() && !anchorsOf(resolved).has(anchor)) broken.push(`${target}: no such heading`);
  }
  return broken;
}

describe('the README and docs/', () => {
  it.each(markdownFiles())('%s links only to files and headings that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});
