// Loaded into the server's Node by `npm run bench:mixed` (--import): every BENCH_MEMORY_EVERY_MS it
// collects garbage (when --expose-gc is on) and writes process.memoryUsage() to BENCH_MEMORY_FILE, so
// that the benchmark reads the heap a live server keeps, not the garbage it has not yet swept.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
const every = Number(process.env.BENCH_MEMORY_EVERY_MS ?? 10_000);

function sample() {
  if (typeof globalThis.gc === 'function') globalThis.gc();
  writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
}

if (file) {
  sample();
  setInterval(sample, every).unref();
}
