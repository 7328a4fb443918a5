import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXPORTS_AT_ONCE, exportSlots, historyExportSlots } from '../../src/modules/operations/export/export-slots.ts';
import { historyExportService } from '../../src/modules/operations/history-export-service.ts';
import { operationsService } from '../../src/modules/operations/operations-service.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver } from '../sessions/session-fixtures.ts';

const NOW = new Date('2026-11-30T20:00:00Z');
const { city: perm } = testCityAt(NOW, { demo: false });

/** Whether a promise has settled yet, without waiting for it (after the turns already queued). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'taken',
    (error: { errorName?: string }) => error.errorName,
  );

describe('the history exports’ slots', () => {
  it('lets one export of an account run at a time: a second is refused while the first runs or waits', async () => {
    const slots = exportSlots({ concurrency: 1, queue: 1 });
    const first = await slots.take('perm:1');
    expect(await refusal(slots.take('perm:1'))).toBe('ExportInProgress');
    const waiting = slots.take('perm:2');
    expect(await refusal(slots.take('perm:2'))).toBe('ExportInProgress');
    first.release();
    (await waiting).release();
    // Released, the account may export again; a second release changes nothing.
    first.release();
    (await slots.take('perm:1')).release();
    expect(slots.load).toEqual({ running: 0, waiting: 0, accounts: 0 });
  });

  it('runs at most `concurrency` at once, queues `queue` more in order and refuses the rest with TooManyRequests', async () => {
    const slots = exportSlots({ concurrency: 2, queue: 2 });
    const [a, b] = await Promise.all([slots.take('a'), slots.take('b')]);
    const c = slots.take('c');
    const d = slots.take('d');
    expect(await refusal(slots.take('e'))).toBe('TooManyRequests');
    expect(slots.load).toEqual({ running: 2, waiting: 2, accounts: 4 });
    expect(await settled(c)).toBe(false);
    a.release();
    expect(await settled(c)).toBe(true);
    expect(await settled(d)).toBe(false);
    b.release();
    expect(await settled(d)).toBe(true);
    expect(slots.load).toEqual({ running: 2, waiting: 0, accounts: 2 });
    (await c).release();
    (await d).release();
    expect(slots.load).toEqual({ running: 0, waiting: 0, accounts: 0 });
  });

  it('the process has one set, of EXPORTS_AT_ONCE at a time', () => {
    expect(EXPORTS_AT_ONCE).toBeGreaterThanOrEqual(1);
    expect(historyExportSlots.load.running).toBeLessThanOrEqual(EXPORTS_AT_ONCE);
  });

  it('an export holds its slot from open until its file is written, and a refused open holds none', async () => {
    const slots = exportSlots({ concurrency: 1, queue: 1 });
    const operations = operationsService({ db: perm.db, timeZone: perm.city.timeZone });
    const exports = historyExportService({ db: perm.db, timeZone: perm.city.timeZone, operations, now: () => NOW, slots });
    const [one, two, three] = await Promise.all([newDriver(perm), newDriver(perm), newDriver(perm)]);
    const query = { token: 't', type: 'pdf' } as const;

    const file = await exports.open(one.id, query, 'ru');
    await expect(exports.open(one.id, query, 'ru')).rejects.toMatchObject({ errorName: 'ExportInProgress' });
    const queued = exports.open(two.id, { ...query, type: 'xls' }, 'en');
    await expect(exports.open(three.id, query, 'ru')).rejects.toMatchObject({ errorName: 'TooManyRequests' });
    // Bad filters are refused before a slot is taken.
    await expect(exports.open(three.id, { ...query, StartDate: '2026-11-10', EndDate: '2026-11-01' }, 'ru')).rejects.toMatchObject({
      errorName: 'ValidationError',
    });
    expect(await settled(queued)).toBe(false);

    const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });
    await file.write(sink());
    const next = await queued;
    expect(next.fileName).toMatch(/\.xlsx$/);
    await next.write(sink());
    expect(slots.load).toEqual({ running: 0, waiting: 0, accounts: 0 });
  });
});
