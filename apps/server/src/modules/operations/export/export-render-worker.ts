// The history exports' rendering thread (see export-render-pool.ts): pdfkit's font work and
// exceljs's rows, off the event loop. Plain erasable TypeScript, so Node runs it as it is.
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parentPort } from 'node:worker_threads';
import type { ExportRow } from './export-row-answer.ts';
import { EXPORT_TEXTS } from './export-texts.ts';
import type { FromRenderer, ToRenderer } from './render-messages.ts';
import { writePdf } from './write-pdf.ts';
import { writeXlsx } from './write-xlsx.ts';

const port = parentPort!;
const WRITERS = { pdf: writePdf, xls: writeXlsx };
/** Bytes gathered before they cross: pdfkit writes each PDF object as a chunk of its own, often tens of bytes. */
const BATCH = 64 * 1024;

const post = (message: FromRenderer, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The job being rendered: what the event loop's messages resolve. One at a time per thread. */
let job: { page: (rows: ExportRow[] | null) => void; ack: () => void; abort: () => void } | null = null;

async function render(format: keyof typeof WRITERS, header: Extract<ToRenderer, { kind: 'start' }>['header']) {
  let wanted: ((rows: ExportRow[] | null) => void) | null = null;
  let unacked: (() => void) | null = null;
  let held: Buffer[] = [];
  let heldBytes = 0;
  // Each batch waits for the event loop's ack: a slow reader fills this stream, then the writer's
  // own buffer, and the writer asks for its next page only once they have room (wait-for-room.ts).
  const flush = (done: () => void) => {
    if (heldBytes === 0) return done();
    // A fresh buffer of its own: a small Buffer.concat shares Node's pool, which transfer would detach.
    const bytes = new Uint8Array(heldBytes);
    let at = 0;
    for (const chunk of held) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    held = [];
    heldBytes = 0;
    unacked = done;
    post({ kind: 'chunk', bytes: bytes.buffer }, [bytes.buffer]);
  };
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < BATCH) done();
      else flush(() => done());
    },
    final(done) {
      flush(() => done());
    },
  });
  // Writes after an abort fail; the abort already said why.
  output.on('error', () => undefined);

  async function* pages(): AsyncGenerator<ExportRow[]> {
    for (;;) {
      const rows = await new Promise<ExportRow[] | null>((resolve) => {
        wanted = resolve;
        post({ kind: 'next' });
      });
      if (!rows) return;
      yield rows;
    }
  }
  const answer = (rows: ExportRow[] | null) => {
    const resolve = wanted;
    wanted = null;
    resolve?.(rows);
  };
  job = {
    page: answer,
    ack: () => {
      const done = unacked;
      unacked = null;
      done?.();
    },
    abort: () => {
      output.destroy();
      // An empty page: the writer then sees the destroyed output and stops, as when a reader leaves.
      answer([]);
      job?.ack();
    },
  };
  try {
    await WRITERS[format](output, { ...header, texts: EXPORT_TEXTS[header.language] }, pages());
    if (!output.destroyed) await finished(output);
    post({ kind: 'done' });
  } catch (error) {
    output.destroy();
    post({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    job = null;
  }
}

port.on('message', (message: ToRenderer) => {
  if (message.kind === 'start') void render(message.format, message.header);
  else if (message.kind === 'page') job?.page(message.rows);
  else if (message.kind === 'end') job?.page(null);
  else if (message.kind === 'ack') job?.ack();
  else job?.abort();
});
