#!/usr/bin/env node
// A journey of the browser suite registers drivers of its own, with phones of the +7 923 range, on
// its worker's server, which lives as long as the worker and runs many files. Two files that use
// the same phone fail whenever they land on one worker: the second registration meets PhoneExists.
// This check (run by `npm run lint`) names every such phone that appears in more than one file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const e2eDir = path.join(root, 'e2e');
const OWN_PHONE = /\b7923\d{7}\b/g;

/** Every .ts file under a folder. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const filesByPhone = new Map();
for (const file of filesUnder(e2eDir)) {
  for (const phone of new Set(readFileSync(file, 'utf8').match(OWN_PHONE) ?? [])) {
    filesByPhone.set(phone, [...(filesByPhone.get(phone) ?? []), path.relative(root, file)]);
  }
}

const shared = [...filesByPhone].filter(([, files]) => files.length > 1);
for (const [phone, files] of shared) console.error(`${phone} is used by ${files.join(', ')}: give each file its own phones`);
if (shared.length > 0) process.exit(1);
