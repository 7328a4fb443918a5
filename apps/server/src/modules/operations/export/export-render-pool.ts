import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { TDownloadFormat } from '@city-parking/contract/operations/operations-download';
import { EXPORTS_AT_ONCE } from './export-slots.ts';
import type { ExportHeader } from './export-header.ts';
import type { ExportRow } from './export-row-answer.ts';
import type { FromRenderer, ToRenderer } from './render-messages.ts';

/** An export's heap in its thread stays well under this; one built to exhaust it fails alone. */
const HEAP_MB = 256;

type Thread = { worker: Worker; dead: boolean; epoch: number };

/**
 * Threads that render history exports (export-render-worker.ts), at most `size`, started on the
 * first export and unref'd, so neither an idle pool nor a test keeps the process alive. pdfkit
 * loads and embeds its fonts in single synchronous steps of 50–120 ms and exceljs zips its rows
 * likewise: on the event loop no slicing could break them, and every city's calls waited.
 */
export function exportRenderPool({ size, workerFile = new URL('./export-render-worker.ts', import.meta.url) }: { size: number; workerFile?: URL }) {
  const idle: Thread[] = [];
  const waiting: ((thread: Thread) => void)[] = [];
  let started = 0;
  // Bumped by `close`: a thread of an older epoch is ended as soon as its export is.
  let epoch = 0;

  function start(): Thread {
    const worker = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
    worker.unref();
    const thread: Thread = { worker, dead: false, epoch };
    // Registered before any export's own listeners, so they see the thread dead.
    worker.on('error', () => (thread.dead = true));
    worker.on('exit', () => {
      thread.dead = true;
      const at = idle.indexOf(thread);
      if (at < 0) return;
      idle.splice(at, 1);
      started -= 1;
    });
    return thread;
  }

  async function take(): Promise<Thread> {
    const free = idle.pop();
    if (free) return free;
    if (started < size) {
      started += 1;
      return start();
    }
    return new Promise<Thread>((resolve) => waiting.push(resolve));
  }

  function give(thread: Thread) {
    if (thread.dead || thread.epoch !== epoch) {
      // A dead thread is replaced; one from before `close` ends, and the next export starts a new one.
      if (!thread.dead) void thread.worker.terminate();
      started -= 1;
      const wake = waiting.shift();
      if (wake) {
        started += 1;
        wake(start());
      }
      return;
    }
    const wake = waiting.shift();
    if (wake) wake(thread);
    else idle.push(thread);
  }

  /**
   * Renders the file in a thread while the pages arrive: each page is read (by `pages`, on the event
   * loop) only when the thread asks for it, and the thread asks only once `output` has taken the
   * bytes before. Resolves when the file is written or its reader left; rejects when the rows could
   * not be read or the thread failed or died (`output` is then left unended for the caller to cut).
   */
  async function render(format: TDownloadFormat, output: Writable, header: ExportHeader, pages: AsyncIterable<ExportRow[]>): Promise<void> {
    const thread = await take();
    // The reader left while the export waited for a thread.
    if (output.destroyed) return give(thread);
    const { worker } = thread;
    const rows = pages[Symbol.asyncIterator]();
    const send = (message: ToRenderer) => worker.postMessage(message);
    const { texts: _texts, ...plain } = header;
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      let aborted = false;
      let failure: Error | undefined;
      const ack = () => send({ kind: 'ack' });
      const abort = (error?: Error) => {
        failure ??= error;
        if (aborted) return;
        aborted = true;
        send({ kind: 'abort' });
      };
      const finish = (error?: Error) => {
        if (settled) return;
        settled = true;
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        output.off('close', onClose).off('drain', ack);
        if (aborted || error) void rows.return?.(undefined);
        give(thread);
        if (error) reject(error);
        else resolve();
      };
      const onClose = () => abort();
      const onError = (error: Error) => finish(failure ?? error);
      const onExit = (code: number) => finish(failure ?? new Error(`export renderer exited with ${code}`));
      function onMessage(message: FromRenderer) {
        if (message.kind === 'next') {
          rows.next().then(
            (next) => {
              if (!settled && !aborted) send(next.done ? { kind: 'end' } : { kind: 'page', rows: next.value });
            },
            (error: unknown) => abort(error instanceof Error ? error : new Error(String(error))),
          );
        } else if (message.kind === 'chunk') {
          if (aborted) return;
          if (output.write(Buffer.from(message.bytes))) ack();
          else output.once('drain', ack);
        } else if (message.kind === 'done') {
          if (!aborted) output.end();
          finish(failure);
        } else {
          // After the reader left, the thread's complaint about it is no failure of the export.
          finish(failure ?? (aborted ? undefined : new Error(message.message)));
        }
      }
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      output.on('close', onClose);
      send({ kind: 'start', format, header: plain });
    });
  }

  return {
    render,
    /** Ends the idle threads now and the busy ones when their exports end; a later export starts anew. */
    async close(): Promise<void> {
      epoch += 1;
      const ending = idle.splice(0);
      started -= ending.length;
      await Promise.all(ending.map(({ worker }) => worker.terminate()));
    },
    get load() {
      return { threads: started, idle: idle.length, waiting: waiting.length };
    },
  };
}
export type ExportRenderPool = ReturnType<typeof exportRenderPool>;

/** The process's threads, one per export slot (export-slots.ts): every city's exports share them. */
export const historyExportRenderers = exportRenderPool({ size: EXPORTS_AT_ONCE });
