import { PassThrough, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { exportRenderPool, historyExportRenderers } from '../../src/modules/operations/export/export-render-pool.ts';
import { exportSlots } from '../../src/modules/operations/export/export-slots.ts';
import { EXPORT_TEXTS } from '../../src/modules/operations/export/export-texts.ts';
import type { ExportHeader } from '../../src/modules/operations/export/export-header.ts';
import type { ExportRow } from '../../src/modules/operations/export/export-row-answer.ts';
import { historyExportService } from '../../src/modules/operations/history-export-service.ts';
import { operationsService } from '../../src/modules/operations/operations-service.ts';
import { createTestCity } from '../helpers/create-test-city.ts';
import { testCityAt } from '../helpers/test-cities.ts';
import { newDriver } from '../sessions/session-fixtures.ts';

const NOW = new Date('2026-11-30T20:00:00Z');
const { city: perm } = testCityAt(NOW, { demo: false });
const failing = new URL('./failing-export-worker.ts', import.meta.url);

const header = (driver: string): ExportHeader => ({
  language: 'en',
  texts: EXPORT_TEXTS.en,
  driver,
  filters: [],
  totals: { debits: 0, credits: 0 },
});
async function* noRows(): AsyncGenerator<ExportRow[]> {
  yield* [];
}
const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

describe('the export threads', () => {
  it('a failing thread ends the export with its error and frees the slot', async () => {
    const slots = exportSlots({ concurrency: 1, queue: 0 });
    const renderers = exportRenderPool({ size: 1, workerFile: failing });
    const operations = operationsService({ db: perm.db, timeZone: perm.city.timeZone });
    const exports = historyExportService({ db: perm.db, timeZone: perm.city.timeZone, operations, now: () => NOW, slots, renderers });
    const driver = await newDriver(perm);
    try {
      const file = await exports.open(driver.id, { token: 't', type: 'pdf' }, 'ru');
      await expect(file.write(sink())).rejects.toThrow('the row could not be drawn');
      expect(slots.load).toEqual({ running: 0, waiting: 0, accounts: 0 });
      // The thread answered its error and lives on, ready for the next export.
      expect(renderers.load).toEqual({ threads: 1, idle: 1, waiting: 0 });
      const again = await exports.open(driver.id, { token: 't', type: 'xls' }, 'ru');
      await expect(again.write(sink())).rejects.toThrow('the row could not be drawn');
      expect(slots.load.running).toBe(0);
    } finally {
      await renderers.close();
    }
  });

  it('a thread that dies fails its export and is replaced by the next one', async () => {
    const renderers = exportRenderPool({ size: 1, workerFile: failing });
    try {
      await expect(renderers.render('pdf', sink(), header('die'), noRows())).rejects.toThrow('the renderer broke');
      expect(renderers.load).toEqual({ threads: 0, idle: 0, waiting: 0 });
      await expect(renderers.render('pdf', sink(), header('fail'), noRows())).rejects.toThrow('the row could not be drawn');
      expect(renderers.load.threads).toBe(1);
    } finally {
      await renderers.close();
    }
    expect(renderers.load).toEqual({ threads: 0, idle: 0, waiting: 0 });
  });

  it('renders in the real thread, and the process’s threads close with the app', async () => {
    const city = await createTestCity({ demo: false });
    let closed = false;
    try {
      const output = new PassThrough();
      const [, bytes] = await Promise.all([historyExportRenderers.render('pdf', output, header('Driver'), noRows()), buffer(output)]);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(historyExportRenderers.load.threads).toBeGreaterThanOrEqual(1);
      await city.close();
      closed = true;
      expect(historyExportRenderers.load).toEqual({ threads: 0, idle: 0, waiting: 0 });
    } finally {
      if (!closed) await city.close();
    }
  });
});
