#!/usr/bin/env node
// `npm test`: every check of the project in order, one summary line at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, '.cache');
mkdirSync(cache, { recursive: true });

const stages = [];
/** Each failed test as `stage › file › name` with its message's first line, printed above the summary. */
const failures = [];

function firstLine(message) {
  return stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300);
}

function run(name, command, args, env = process.env) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const ok = result.status === 0;
  return { ok, seconds: (Date.now() - started) / 1000 };
}

function check(name, command, args, env) {
  const { ok, seconds } = run(name, command, args, env);
  stages.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/** `check`, but alongside others: output is held and printed in one piece when the command ends. */
function checkInBackground(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's JSON report (jest-compatible): numPassedTests / numFailedTests. */
function vitestStage(name, args, env) {
  const report = path.join(cache, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const { ok, seconds } = run(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`], env);
  const json = readJson(report);
  for (const file of json?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      failures.push({ stage: name, where: `${path.relative(root, file.name)} › ${test.fullName}`, why: firstLine(test.failureMessages?.[0]) });
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failures.push({ stage: name, where: path.relative(root, file.name), why: firstLine(file.message) });
    }
  }
  const passed = json?.numPassedTests ?? 0;
  const failed = (json?.numFailedTests ?? 0) + (ok ? 0 : json && json.numFailedTests > 0 ? 0 : 1);
  stages.push({ name, passed, failed, seconds });
}

/** Playwright's JSON report: stats.expected (passed) and stats.unexpected + flaky (failed). */
function playwrightStage(name) {
  const report = path.join(cache, 'playwright.json');
  rmSync(report, { force: true });
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
  const { ok, seconds } = run(name, 'npx', ['playwright', 'test'], env);
  const json = readJson(report);
  collectPlaywrightFailures(name, json?.suites ?? [], []);
  const stats = json?.stats;
  const passed = stats?.expected ?? 0;
  const failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (ok ? 0 : stats && stats.unexpected > 0 ? 0 : 1);
  stages.push({ name, passed, failed, seconds });
}

/** Walks Playwright's nested suites; a test failed when its last result did not end as expected. */
function collectPlaywrightFailures(stage, suites, titles) {
  for (const suite of suites) {
    const inner = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const last = test.results?.at(-1);
        failures.push({ stage, where: [...inner, spec.title].join(' › '), why: firstLine(last?.error?.message ?? test.status) });
      }
    }
    collectPlaywrightFailures(stage, suite.suites ?? [], inner);
  }
}

const withoutDatabase = { ...process.env };
delete withoutDatabase.DATABASE_URL;

// The static checks are mostly single-threaded and read only the tree: on two cores they share the
// machine's time, so they run at once, each printing its buffered output when it ends.
const staticChecks = await Promise.all([
  checkInBackground('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  checkInBackground('lint', 'npm', ['run', '--silent', 'lint']),
  checkInBackground('format', 'npm', ['run', '--silent', 'format:check']),
]);
stages.push(...staticChecks);
vitestStage('unit+integration (PGlite)', [], withoutDatabase);
if (process.env.DATABASE_URL) vitestStage('integration (PostgreSQL)', ['--project', 'server'], process.env);
const built = check('build + bundle budget', 'npm', ['run', '--silent', 'build']);
if (built && existsSync(path.join(root, 'apps/web/dist/index.html'))) playwrightStage('browser (Playwright)');
else stages.push({ name: 'browser (Playwright)', passed: 0, failed: 1, seconds: 0 });

if (failures.length > 0) {
  console.log('\nfailed tests:');
  for (const f of failures) console.log(`✗ ${f.stage} › ${f.where}\n    ${f.why ?? ''}`);
}

console.log('\nstage                          passed  failed  seconds');
for (const s of stages) {
  console.log(`${s.name.padEnd(30)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${s.seconds.toFixed(1).padStart(7)}`);
}
const passed = stages.reduce((sum, s) => sum + s.passed, 0);
const failed = stages.reduce((sum, s) => sum + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
