import { useLayoutEffect, type RefObject } from 'react';

/** The steps in force, as the words of one attribute that header.css selects on (`[data-fit~='2']`). */
function applySteps(row: HTMLElement, steps: number): void {
  const words = Array.from({ length: steps }, (_, index) => index + 1).join(' ');
  // Writing the same value would still make the browser match the row's styles again.
  if (row.dataset.fit !== words) row.dataset.fit = words;
}

/** Menus open inside the row but float over the page: what they show never changes the row's width. */
const insideMenu = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('[role="menu"]') != null;

/**
 * The fewest steps, from 0 to `count`, with which `fits` holds (`count` when none does). More steps
 * only ever narrow the row, so a search will do. Each probe is a forced layout of the page, costly
 * on a slow phone, so the steps now in force are tried first and then the one below them: a row's
 * content changes little at a time, and that settles most measurements in two layouts.
 */
export function fewestSteps(fits: (steps: number) => boolean, count: number, current: number): number {
  let low = 0;
  let high = count;
  let probe = Math.min(current, count);
  let first = true;
  while (low < high) {
    const fitted = fits(probe);
    if (fitted) high = probe;
    else low = probe + 1;
    probe = first && fitted ? Math.max(low, probe - 1) : Math.floor((low + high) / 2);
    first = false;
  }
  return Math.min(low, count);
}

/**
 * Keeps a row on one line: it takes the fewest steps (header-steps.ts), in order, after which
 * nothing sticks out past the row's end. It measures again when the row's width changes and when
 * its content does (a name or a balance arrives, a menu loads), before the browser paints, so a
 * visitor never sees the row wrap or jump. It toggles an attribute rather than React state: the
 * steps are CSS, and a re-render per step would cost more than the layout it measures.
 */
export function useFitToRow(ref: RefObject<HTMLElement | null>, stepCount: number): void {
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    let current = 0;
    const fits = (steps: number) => {
      applySteps(row, steps);
      return row.scrollWidth <= row.clientWidth;
    };
    const fit = () => {
      const steps = fewestSteps(fits, stepCount, current);
      // The last probe may have left other steps in force than the answer.
      applySteps(row, steps);
      current = steps;
    };
    fit();
    const resize = new ResizeObserver(fit);
    resize.observe(row);
    const mutations = new MutationObserver((records) => {
      if (records.some((record) => !insideMenu(record.target))) fit();
    });
    mutations.observe(row, { childList: true, subtree: true, characterData: true });
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, [ref, stepCount]);
}
