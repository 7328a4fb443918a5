// `npm run bench:imports`: what the operator desk's imports cost everybody else. The real server of
// one city (fresh demo data, PGlite in memory; PostgreSQL with BENCH_DATABASE_URL) listens on a
// loopback port; a child process sends a light request every 20 ms (the cached site options, and a
// read that needs the database) and times each answer, while the desk imports a 5 000-line bank
// statement paying 5 000 documents and then a 5 000-row fines register, and last a second statement
// while ten drivers download the PDF of an 817-operation history at once. The probe also prices a
// parking (POST /api/payment/cost) over and over. The server's own longest event-loop delay is
// sampled too. Results go to bench/results/imports.json; see bench/README.md.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { readConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seedDemoData } from '../src/db/seed/seed-demo-data.ts';
import { tokenRepo } from '../src/modules/auth/token-repo.ts';
import { tokenService } from '../src/modules/auth/token-service.ts';
import { payeeOf } from '../src/modules/payment-documents/payees.ts';
import { readCities } from '../src/open-cities.ts';
import { buildServer } from '../src/server.ts';
import { insertHistory } from './insert-history.ts';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 5_000);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const PROBE_MS = 20;
/** Drivers who download their history during the last statement, and the operations each has. */
const EXPORTS = 10;
const OPERATIONS = 817;
const root = path.resolve(import.meta.dirname, '../../..');
const url = process.env.BENCH_DATABASE_URL;

const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, p50ms: round(percentile(sorted, 50)), p99ms: round(percentile(sorted, 99)), maxms: round(sorted.at(-1) ?? 0) };
};

// The probe: its own process, so its clock runs while the server's event loop is held.
if (process.argv[2] === 'probe') {
  const [, , , base, token, driverToken] = process.argv;
  const probes = { options: `${base}/api/info/get-options-info-v3`, database: `${base}/api/operator/bank-statements/v1`, cost: `${base}/api/payment/cost` };
  const costBody = JSON.stringify({
    Token: driverToken,
    Zone: '101',
    ParkingCode: '',
    Duration: 60,
    Vehicle: JSON.stringify({ Number: 'А123ВС159', Category: 'B', NumberFormat: 'rus' }),
  });
  const times: Record<string, number[]> = { options: [], database: [], cost: [] };
  let running = true;
  process.on('message', (message) => {
    if (message === 'stop') running = false;
  });
  const loop = async (name: keyof typeof probes) => {
    while (running) {
      const started = performance.now();
      const response =
        name === 'cost'
          ? await fetch(probes.cost, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'ru' }, body: costBody })
          : await fetch(probes[name], { headers: { authorization: `Bearer ${token}`, 'accept-language': 'ru' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
      times[name]!.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
    }
  };
  await Promise.all([loop('options'), loop('database'), loop('cost')]);
  process.send!({ options: summary(times.options!), database: summary(times.database!), cost: summary(times.cost!) });
  process.exit(0);
}

/** `count` issued documents of one driver, copied in SQL from one the server issued: UINs 03559… of our own. */
async function documents(db: Kysely<Database>, driverId: number, count: number, tag = 'a'): Promise<{ uin: string; amount: number }[]> {
  const template = await db.selectFrom('payment_document').selectAll().where('driver_id', '=', driverId).executeTakeFirstOrThrow();
  const payment = await db.selectFrom('provider_payment').selectAll().where('id', '=', template.payment_id).executeTakeFirstOrThrow();
  // Spread over 100 drivers, as a month's payments are: one driver's balance credited 5 000 times is no month.
  const prefix = `bench-import-${tag}-`;
  await sql`insert into driver (email, created_at) select ${prefix} || g || '@parking.test', now() from generate_series(1, 100) g`.execute(db);
  const drivers = (await db.selectFrom('driver').select('id').where('email', 'like', `${prefix}%`).execute()).map((d) => d.id);
  // The second batch's numbers and UINs follow the first's.
  const offset = tag === 'a' ? 0 : 500_000;
  const made: { uin: string; amount: number }[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => start + i);
    const payments = batch.map((i) => ({
      ...payment,
      id: `${payment.id}-bench-${tag}-${i}`,
      driver_id: drivers[i % drivers.length]!,
      details: JSON.stringify(payment.details),
      confirmation: payment.confirmation === null ? null : JSON.stringify(payment.confirmation),
    }));
    await db.insertInto('provider_payment').values(payments).execute();
    const rows = batch.map((i) => {
      const { id: _id, ...rest } = template;
      return {
        ...rest,
        driver_id: drivers[i % drivers.length]!,
        number: String(9_000_000 + offset + i),
        uin: `0355${String(900_000_000_000_000 + offset + i).padStart(16, '0')}`,
        payment_id: `${payment.id}-bench-${tag}-${i}`,
        payer: JSON.stringify(template.payer),
        payee: JSON.stringify(template.payee),
        subject: JSON.stringify(template.subject),
      };
    });
    await db.insertInto('payment_document').values(rows).execute();
    made.push(...rows.map((row) => ({ uin: row.uin, amount: Number(row.amount) })));
  }
  return made;
}

/** A driver with `OPERATIONS` operations in the history, and their token. */
async function driverWithHistory(db: Kysely<Database>, tokens: ReturnType<typeof tokenService>, n: number): Promise<string> {
  const { id } = await db
    .insertInto('driver')
    .values({ email: `bench-export-${n}@parking.test`, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertHistory(db, Number(id), OPERATIONS, { key: 'bench-export', stepSeconds: 47 * 60 });
  return tokens.issue('standart', Number(id));
}

function statementFile(account: string, payments: { uin: string; amount: number }[]): string {
  const sum = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
  const sections = payments.map((p, i) =>
    [
      'СекцияДокумент=Платежное поручение',
      `Номер=${i + 1}`,
      'Дата=23.11.2026',
      `Сумма=${sum(p.amount)}`,
      'ПлательщикСчет=40817810099910004312',
      `ПолучательСчет=${account}`,
      'НазначениеПлатежа=Оплата по квитанции',
      `Код=${p.uin}`,
      'КонецДокумента',
    ].join('\r\n'),
  );
  return ['1CClientBankExchange', 'ВерсияФормата=1.03', 'Кодировка=UTF-8', `РасчСчет=${account}`, ...sections, 'КонецФайла', ''].join('\r\n');
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#5d6470"/></svg>';

function finesFile(count: number): string {
  const uin = (i: number) => {
    const body = `0355${String(800_000_000_000_000 + i).padStart(15, '0')}`;
    const digits = [...body].map(Number);
    const check = (from: number) => digits.reduce((acc, d, k) => acc + d * (((k + from - 1) % 10) + 1), 0) % 11;
    let digit = check(1);
    if (digit === 10) digit = check(3);
    return `${body}${digit === 10 ? 0 : digit}`;
  };
  return JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      uin: uin(i),
      status: 'new',
      article: '8.14 КоАП ПК',
      place: 'ул. Ленина, 50',
      zone: '101',
      offenseDate: '2026-11-20T09:32:00Z',
      date: '2026-11-21',
      totalSum: '100000',
      grz: `А${String(i % 1000).padStart(3, '0')}ВС159`,
      ...(i % 10 === 0 ? { photo: 'car.svg' } : {}),
    })),
  );
}

async function main() {
  const config = readConfig({ LOG_LEVEL: 'silent', DEMO: '1', WEB_DIST: path.join(root, 'no-web-dist'), DATABASE_URL: url ?? '' }, root);
  const city = (await readCities(path.join(root, 'config/cities.json'))).find((c) => c.city === 'perm')!;
  const schema = `bench_imports_${randomBytes(4).toString('hex')}`;
  const database = await createDatabase(url ? { kind: 'postgres', url, schema } : { kind: 'pglite' });
  await migrateToLatest(database.db);
  await seedDemoData(database.db, city, { zoneCount: config.SEED_ZONES });
  const app = await buildServer({ config, cities: [{ city, db: database.db, changes: database.changes, close: database.close }], jobQueue: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${city.apiUrl}`;
  const { db } = database;

  // The bench's server runs on real time, so its tokens do too.
  const tokens = tokenService(tokenRepo(db), () => new Date());
  const operator = await db.selectFrom('operator').select('id').executeTakeFirstOrThrow();
  const operatorToken = await tokens.issue('operator', operator.id);
  const driver = await db.selectFrom('driver').select('id').where('email', '=', 'demo@parking.test').executeTakeFirstOrThrow();
  const driverToken = await tokens.issue('standart', driver.id);
  const payer = {
    type: 1,
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    typeDoc: 1,
    seriesDoc: '5704',
    numberDoc: '123456',
    DateDoc: '2015-06-30',
    issuer: 'Отделом УФМС России по Пермскому краю',
    address: 'г. Пермь, ул. Ленина, д. 1, кв. 2',
  };
  const issued = await fetch(`${base}/api/creatrefill?token=${driverToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sum: '500', payer: JSON.stringify(payer) }),
  });
  if (!issued.ok || ((await issued.json()) as { status: string }).status !== 'ok') throw new Error('the template document was not issued');
  const payee = payeeOf(config.PAYEES_FILE, 'perm')!;
  const statement = Buffer.from(statementFile(payee.account, await documents(db, driver.id, LINES))).toString('base64');
  const secondStatement = Buffer.from(statementFile(payee.account, await documents(db, driver.id, LINES, 'b'))).toString('base64');
  const exporters: string[] = [];
  for (let n = 0; n < EXPORTS; n += 1) exporters.push(await driverWithHistory(db, tokens, n));
  const exportPdf = async (token: string) => {
    const response = await fetch(`${base}/api/profile/download-history/v1?token=${token}&type=pdf`);
    const bytes = await response.arrayBuffer();
    if (response.headers.get('content-type') !== 'application/pdf') throw new Error(`export answered ${Buffer.from(bytes).toString().slice(0, 200)}`);
  };
  const fines = finesFile(ROWS);

  const desk = async (route: string, body: unknown) => {
    const started = performance.now();
    // node:http, not fetch: fetch gives up on an answer after 5 minutes, and the statement took longer before.
    const payload = JSON.stringify(body);
    const text = await new Promise<string>((resolve, reject) => {
      const request = http.request(`${base}/api/operator/${route}/v1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      });
      request.on('response', (response) => {
        let data = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (data += chunk));
        response.on('end', () => resolve(data));
      });
      request.on('error', reject);
      request.end(payload);
    });
    const answer = JSON.parse(text) as Record<string, unknown>;
    if (answer.status !== 'ok') throw new Error(`${route}: ${JSON.stringify(answer).slice(0, 300)}`);
    return { ms: Math.round(performance.now() - started), answer };
  };

  const run = async (name: string, work: () => Promise<{ ms: number; answer: Record<string, unknown> }>) => {
    const probe = fork(import.meta.filename, ['probe', base, operatorToken, driverToken], { execArgv: process.execArgv });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const { ms, answer } = await work();
    loop.disable();
    const latencies = await new Promise<Record<string, unknown>>((resolve) => {
      probe.once('message', (m) => resolve(m as Record<string, unknown>));
      probe.send('stop');
    });
    const result = { name, importMs: ms, eventLoopMaxDelayMs: round(loop.max / 1e6), eventLoopP99DelayMs: round(loop.percentile(99) / 1e6), ...latencies };
    console.log(JSON.stringify(result));
    return { ...result, answer };
  };

  const bank = await run(`bank statement, ${LINES} lines`, () => desk('bank-statements/import', { fileName: 'month.txt', content: statement }));
  const paid = (bank.answer.import as { paid: number }).paid;
  if (paid !== LINES) throw new Error(`the statement paid ${paid} of ${LINES} lines`);
  const photos = [{ name: 'car.svg', data: Buffer.from(SVG).toString('base64') }];
  const register = await run(`fines import, ${ROWS} rows`, () => desk('fines/import', { format: 'json', content: fines, photos }));
  if (register.answer.accepted !== ROWS) throw new Error(`the fines import accepted ${String(register.answer.accepted)} of ${ROWS} rows`);
  const mixed = await run(`bank statement, ${LINES} lines, with ${EXPORTS} PDF exports`, async () => {
    const [statementRun] = await Promise.all([
      desk('bank-statements/import', { fileName: 'month-2.txt', content: secondStatement }),
      ...exporters.map(exportPdf),
    ]);
    return statementRun;
  });

  await app.close();
  await database.close();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
  const strip = ({ answer: _answer, ...rest }: { answer: unknown } & Record<string, unknown>) => rest;
  const out = path.join(root, `bench/results/imports${url ? '-postgres' : ''}.json`);
  writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, database: url ? 'postgres' : 'pglite', probeEveryMs: PROBE_MS, results: [strip(bank), strip(register), strip(mixed)] }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(root, out)}`);
}

await main();
