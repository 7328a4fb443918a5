import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';

/**
 * The longest a writer keeps the event loop between two turns: drawing a PDF page or zipping xlsx
 * rows is synchronous work, and 500 rows of it at once held every other request for tens of
 * milliseconds, hundreds with ten exports.
 */
export const SLICE_MS = 8;

/** A writer's clock: `turn()` gives the event loop a turn once the current slice has run SLICE_MS. */
export function renderSlices(budgetMs = SLICE_MS) {
  let started = performance.now();
  return {
    async turn(): Promise<void> {
      if (performance.now() - started < budgetMs) return;
      await setImmediate();
      started = performance.now();
    },
  };
}
