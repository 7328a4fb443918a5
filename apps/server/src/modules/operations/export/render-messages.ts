import type { TDownloadFormat } from '@city-parking/contract/operations/operations-download';
import type { ExportHeader } from './export-header.ts';
import type { ExportRow } from './export-row-answer.ts';

/** The header as it crosses to the rendering thread: the texts' functions stay behind, the thread has its own. */
export type RenderHeader = Omit<ExportHeader, 'texts'>;

/** From the event loop to the rendering thread, in this order: `start`, then a `page` or `end` per `next`. */
export type ToRenderer =
  | { kind: 'start'; format: TDownloadFormat; header: RenderHeader }
  | { kind: 'page'; rows: ExportRow[] }
  | { kind: 'end' }
  /** The last chunk is written: the thread may post the next one. */
  | { kind: 'ack' }
  /** The reader left, or the rows could not be read: stop and say `done` or `error`. */
  | { kind: 'abort' };

/** From the rendering thread: the file's bytes (a transferred buffer) and the asks for pages. */
export type FromRenderer =
  | { kind: 'next' }
  | { kind: 'chunk'; bytes: ArrayBuffer }
  /** The file is whole (or the job was aborted); the thread is free. */
  | { kind: 'done' }
  | { kind: 'error'; message: string };
