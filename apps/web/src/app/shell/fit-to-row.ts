import { useLayoutEffect, type RefObject } from 'react';

/** The steps in force, as the words of one attribute that header.css selects on (`[data-fit~='2']`). */
function applySteps(row: HTMLElement, steps: number): void {
  row.dataset.fit = Array.from({ length: steps }, (_, index) => index + 1).join(' ');
}

/** Menus open inside the row but float over the page: what they show never changes the row's width. */
const insideMenu = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('[role="menu"]') != null;

/**
 * Keeps a row on one line: from the full row it takes one step after another (header-steps.ts)
 * until nothing sticks out past its end. It measures again when the row's width changes and when
 * its content does (a name or a balance arrives, a menu loads), before the browser paints, so a
 * visitor never sees the row wrap or jump. It toggles an attribute rather than React state: the
 * steps are CSS, and a re-render per step would cost more than the layout it measures.
 */
export function useFitToRow(ref: RefObject<HTMLElement | null>, stepCount: number): void {
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    const fit = () => {
      let steps = 0;
      applySteps(row, steps);
      while (steps < stepCount && row.scrollWidth > row.clientWidth) applySteps(row, (steps += 1));
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
