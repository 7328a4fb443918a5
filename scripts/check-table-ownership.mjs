#!/usr/bin/env node
// Each server module owns the tables its tables.ts lists; another module reaches them only through
// the owner's repo or service. This check (run by `npm run lint`) names, file:line, every query of
// apps/server/src/modules that names a table of another module: in selectFrom, updateTable,
// insertInto, deleteFrom, mergeInto and the joins, and after from, join, into, update or using in
// raw sql`...` text. `--all` lists the known exceptions too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');

/** The Kysely methods whose first argument names a table. */
const TABLE_METHODS = new Set([
  'selectFrom',
  'updateTable',
  'insertInto',
  'replaceInto',
  'deleteFrom',
  'mergeInto',
  'using',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);

/**
 * Seeds (a module's seed/ folder) and demo tools (demo-*.ts) fill every module's tables for a demo or a test city on purpose: they are
 * not a module reaching into another's data at run time.
 */
const EXEMPT = [/\/seed\//, /\/demo-[^/]*\.ts$/];

/**
 * The queries that still name another module's table, left to their modules' own refactoring:
 * file (under apps/server/src/modules) -> the foreign tables it names. The list may only shrink:
 * an entry that no longer matches a query fails the check as a new hit does.
 */
const KNOWN = {
  // The planner writes each kind of notice with one insert ... select over the active sessions and
  // their drivers' settings, so that two processes plan once and nothing is read into the process;
  // through the owners' repos it would read every active session each minute. Read-only, and
  // covered by the notification tests on both databases.
  'notifications/notification-planner.ts': ['driver', 'parking_session'],
};

/** table -> owning module, from each module's tables.ts (the keys of its `...Tables` interface). */
function tableOwners() {
  const owners = new Map();
  for (const module of readdirSync(modulesDir)) {
    const file = path.join(modulesDir, module, 'tables.ts');
    if (!existsSync(file)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement) || !statement.name.text.endsWith('Tables')) continue;
      for (const member of statement.members) {
        if (!ts.isPropertySignature(member) || !member.name) continue;
        const table = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : null;
        if (!table) continue;
        if (owners.has(table)) throw new Error(`table ${table} is listed by both ${owners.get(table)} and ${module}`);
        owners.set(table, module);
      }
    }
  }
  return owners;
}

function* tsFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* tsFiles(full);
    else if (name.endsWith('.ts')) yield full;
  }
}

/** The table names a table argument gives: 'vehicle', 'vehicle as v', or an array of them. */
function tablesOf(arg) {
  if (!arg) return [];
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))
    return [
      {
        node: arg,
        table: arg.text
          .trim()
          .split(/\s+as\s+/i)[0]
          .trim(),
      },
    ];
  if (ts.isArrayLiteralExpression(arg)) return arg.elements.flatMap(tablesOf);
  return [];
}

/** SQL words a table's name follows in raw sql`...` text. */
const RAW_TABLE = /\b(?:from|join|into|update|using)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The table names of a raw sql`...` template, at their positions in the file. */
function rawTablesOf(node, source) {
  const template = node.template;
  const parts = ts.isNoSubstitutionTemplateLiteral(template)
    ? [{ text: template.text, start: template.getStart(source) + 1 }]
    : [
        { text: template.head.text, start: template.head.getStart(source) + 1 },
        ...template.templateSpans.map((span) => ({ text: span.literal.text, start: span.literal.getStart(source) + 1 })),
      ];
  return parts.flatMap(({ text, start }) => [...text.matchAll(RAW_TABLE)].map((match) => ({ table: match[1], position: start + match.index })));
}

/** Every query naming a table of another module than the file's. */
export function findHits() {
  const owners = tableOwners();
  const hits = [];
  for (const file of tsFiles(modulesDir)) {
    const relative = path.relative(modulesDir, file).split(path.sep).join('/');
    if (EXEMPT.some((pattern) => pattern.test(relative))) continue;
    const module = relative.split('/')[0];
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
        for (const { table, position } of rawTablesOf(node, source)) {
          const owner = owners.get(table);
          if (owner && owner !== module) {
            const { line, character } = source.getLineAndCharacterOfPosition(position);
            hits.push({ file: relative, line: line + 1, column: character + 1, module, table, owner });
          }
        }
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && TABLE_METHODS.has(node.expression.name.text)) {
        for (const { node: arg, table } of tablesOf(node.arguments[0])) {
          const owner = owners.get(table);
          if (owner && owner !== module) {
            const { line, character } = source.getLineAndCharacterOfPosition(arg.getStart(source));
            hits.push({ file: relative, line: line + 1, column: character + 1, module, table, owner });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return hits.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

function main() {
  const all = process.argv.includes('--all');
  const hits = findHits();
  const problems = [];
  const matched = new Set();
  for (const hit of hits) {
    const known = KNOWN[hit.file]?.includes(hit.table);
    if (known) matched.add(`${hit.file} ${hit.table}`);
    if (known && !all) continue;
    problems.push(
      `apps/server/src/modules/${hit.file}:${hit.line}:${hit.column}  ${hit.module} names ${hit.owner}'s table ${hit.table}${known ? ' (known exception)' : ''}`,
    );
  }
  for (const [file, tables] of Object.entries(KNOWN)) {
    for (const table of tables) {
      if (!matched.has(`${file} ${table}`)) {
        problems.push(`scripts/check-table-ownership.mjs: ${file} no longer names ${table}; remove it from KNOWN`);
      }
    }
  }
  if (problems.length === 0) return;
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} problem(s): a module reaches another's tables only through that module's repo or service (see apps/server/src/modules/*/tables.ts).`,
  );
  process.exitCode = 1;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) main();
