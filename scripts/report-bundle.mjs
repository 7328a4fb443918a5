#!/usr/bin/env node
// After `vite build`: the initial JavaScript of every lazy route against the budget, then
// precompressed .gz/.br copies of the text assets for @fastify/static's `preCompressed`.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const resultFile = path.join(root, 'bench', 'results', 'bundle.json');

/** Quality bar from ARCHITECTURE.md: initial JavaScript of any route ≤ 170 KB gzip. */
const BUDGET_BYTES = 170 * 1024;
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json']);

/**
 * Chunks that main.tsx's start-up asks for beside the page's own before the first render: the site
 * options' schema with zod (a chunk group of vite.config.ts), and for a signed-in driver the
 * profile's schema. Both are kept out of the entry so that the start-up's requests begin sooner;
 * matched by the manifest's chunk name and counted in every route's total.
 */
const STARTUP_CHUNK_NAMES = new Set(['site-options-schema', 'profile']);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function readManifest() {
  if (!existsSync(manifestFile)) {
    console.error(`report-bundle: ${path.relative(root, manifestFile)} is missing.`);
    console.error('Set `build: { manifest: true }` in apps/web/vite.config.ts, then run `npm run build` again.');
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

/** The chunk keys reachable through static imports from `start` (itself included). */
function staticClosure(manifest, start, into = new Set()) {
  if (into.has(start) || !manifest[start]) return into;
  into.add(start);
  for (const key of manifest[start].imports ?? []) staticClosure(manifest, key, into);
  return into;
}

function measure(manifest, keys) {
  const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const buffer = readFileSync(path.join(dist, file));
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return { files, rawBytes: raw, gzipBytes: gzip };
}

function routeReport(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) {
    console.error('report-bundle: the manifest has no entry chunk.');
    process.exit(1);
  }
  // vite.config.ts asks Chrome to compile every chunk while it streams in; a minifier or a plugin
  // that moves the comment from a file's first line silently undoes that.
  const unhinted = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !readFileSync(path.join(dist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
  if (unhinted.length > 0) {
    console.error(
      `report-bundle: these chunks no longer open with //# allFunctionsCalledOnLoad (compileChunksEagerly in vite.config.ts): ${unhinted.join(', ')}`,
    );
    process.exit(1);
  }
  const entryKeys = staticClosure(manifest, entryKey);
  const entry = { src: entryKey, ...measure(manifest, entryKeys) };
  const startupKeys = new Set(entryKeys);
  const startupImports = (manifest[entryKey].dynamicImports ?? []).filter((key) => STARTUP_CHUNK_NAMES.has(manifest[key].name));
  if (startupImports.length !== STARTUP_CHUNK_NAMES.size) {
    console.error(`report-bundle: the entry no longer loads ${[...STARTUP_CHUNK_NAMES].join(', ')} lazily; update STARTUP_CHUNK_NAMES.`);
    process.exit(1);
  }
  for (const key of startupImports) staticClosure(manifest, key, startupKeys);
  const startup = measure(manifest, startupKeys);
  // Pages live in src/features/<feature>/routes/; the entry's other lazy chunks (dialogs, the side
  // menu) load on a click, never before a page is shown.
  const routeKeys = (manifest[entryKey].dynamicImports ?? []).filter((key) => /\/routes\//.test(manifest[key].src ?? key));
  const routes = routeKeys.map((routeKey) => {
    const keys = staticClosure(manifest, routeKey, new Set(startupKeys));
    const sizes = measure(manifest, keys);
    return { route: manifest[routeKey].src ?? routeKey, chunk: manifest[routeKey].file, ...sizes, withinBudget: sizes.gzipBytes <= BUDGET_BYTES };
  });
  return { entry, startup, routes };
}

function printTable(entry, startup, routes) {
  const rows = [
    ['route (lazy chunk)', 'files', 'raw KB', 'gzip KB', ''],
    ['(entry only)', String(entry.files.length), kb(entry.rawBytes), kb(entry.gzipBytes), ''],
    ['(entry and start-up loads)', String(startup.files.length), kb(startup.rawBytes), kb(startup.gzipBytes), ''],
    ...routes.map((r) => [r.route, String(r.files.length), kb(r.rawBytes), kb(r.gzipBytes), r.withinBudget ? 'ok' : 'OVER BUDGET']),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\nInitial JavaScript per route (budget ${kb(BUDGET_BYTES)} KB gzip)`);
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    // .vite holds the build manifest, which is never served.
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.has(path.extname(name))) yield full;
  }
}

/** Writes name.gz and name.br where they are smaller than the original; returns how many were written. */
function precompress() {
  let written = 0;
  for (const file of walk(dist)) {
    const buffer = readFileSync(file);
    const gz = gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION });
    const br = brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    });
    if (gz.length < buffer.length) {
      writeFileSync(`${file}.gz`, gz);
      written += 1;
    }
    if (br.length < buffer.length) {
      writeFileSync(`${file}.br`, br);
      written += 1;
    }
  }
  return written;
}

const manifest = readManifest();
const { entry, startup, routes } = routeReport(manifest);
printTable(entry, startup, routes);

mkdirSync(path.dirname(resultFile), { recursive: true });
writeFileSync(resultFile, `${JSON.stringify({ budgetBytes: BUDGET_BYTES, entry, startup, routes }, null, 2)}\n`);
console.log(`\nwrote ${path.relative(root, resultFile)}; ${precompress()} precompressed files in ${path.relative(root, dist)}`);

const over = routes.filter((r) => !r.withinBudget);
if (over.length > 0) {
  console.error(`\n${over.length} route(s) exceed ${kb(BUDGET_BYTES)} KB gzip of initial JavaScript: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
