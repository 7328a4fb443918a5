#!/usr/bin/env node
// Summarises V8 CPU profiles (node --cpu-prof, e.g. written by `BENCH_CPU_PROF=<folder> npm run bench`):
// the share of samples spent in each function (self time) and in each part of the code (the
// project's server, its contract package, each dependency, Node's own, garbage collection, idle).
// `--last S` keeps the samples of the profile's last S seconds only (the measured pass of the last
// call of a `BENCH_ONLY` run, without the server's start-up and seeding).
// Usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile>... [--top 25] [--last S]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) : 25;
const lastIndex = args.indexOf('--last');
const lastSeconds = lastIndex >= 0 ? Number(args.splice(lastIndex, 2)[1]) : Infinity;
if (args.length === 0) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile>... [--top N]');
  process.exit(1);
}

/** Which part of the code a script URL belongs to. */
function partOf(url, name) {
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)') return 'idle';
  if (name === '(program)') return 'V8 and native (program)';
  if (!url) return 'native';
  if (url.startsWith('node:')) return 'Node.js';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/apps/server/')) return 'server (apps/server)';
  if (url.includes('/packages/contract/')) return 'contract (packages/contract)';
  return 'other';
}

const byFunction = new Map();
const byPart = new Map();
let total = 0;
for (const file of args) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map();
  // timeDeltas are microseconds between samples; keep those within the last `lastSeconds`.
  const times = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((at += delta));
  const from = profile.endTime - lastSeconds * 1e6;
  profile.samples.forEach((id, i) => {
    if (times[i] >= from) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  for (const [id, count] of hits) {
    const { callFrame } = nodes.get(id);
    const part = partOf(callFrame.url, callFrame.functionName);
    const where = callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where} [${part}]`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
    byPart.set(part, (byPart.get(part) ?? 0) + count);
    total += count;
  }
}
const percent = (count) => `${((count / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`${total} samples\n\nby part of the code (self time):`);
for (const [part, count] of [...byPart].sort((a, b) => b[1] - a[1])) console.log(`  ${percent(count)}  ${part}`);
console.log(`\ntop ${top} functions (self time):`);
for (const [key, count] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${percent(count)}  ${key}`);
