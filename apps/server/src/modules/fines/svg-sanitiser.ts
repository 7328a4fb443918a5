import { Worker } from 'node:worker_threads';

/** How long the sanitiser's thread stays after its last photo before it gives its memory back. */
const IDLE_MS = 30_000;
/** jsdom's heap on a 2 MB photo stays well under this; a photo built to exhaust it fails alone. */
const HEAP_MB = 256;

type Pending = { resolve: (svg: string) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function stop(error: Error) {
  worker = null;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./svg-sanitiser-worker.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  started.unref();
  started.on('message', ({ id, svg, error }: { id: number; svg?: string; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (svg === undefined) waiting?.reject(new Error(error ?? 'SVG sanitiser failed'));
    else waiting?.resolve(svg);
    if (pending.size > 0) return;
    idle = setTimeout(() => {
      // Let go first: a photo sent from now on starts a thread of its own.
      if (worker === started) worker = null;
      void started.terminate();
    }, IDLE_MS).unref();
  });
  started.on('error', (error) => stop(error));
  started.on('exit', (code) => {
    if (worker === started) stop(new Error(`SVG sanitiser exited with ${code}`));
  });
  worker = started;
  return started;
}

/**
 * An SVG document with only what an image may hold: DOMPurify's SVG profile (an allow-list of
 * elements and attributes, read by a real XML parser), without scripts, `foreignObject`, style
 * sheets, event handlers, or a reference to anything outside the photo. Answers '' when nothing of
 * it is an SVG. It runs on a thread of its own: jsdom takes seconds over a 2 MB photo, which on
 * the event loop would hold every city's requests.
 */
export function sanitiseSvg(text: string): Promise<string> {
  clearTimeout(idle);
  const id = (nextId += 1);
  return new Promise<string>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread().postMessage({ id, text });
  });
}
