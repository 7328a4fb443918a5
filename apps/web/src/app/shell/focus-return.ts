import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Where the focus should come back to for a focused element: the element, or, for an item of a
 * dropdown menu (which closes when a dialog opens from it), the button of that menu.
 */
function returnTarget(element: HTMLElement): HTMLElement {
  const menu = element.closest<HTMLElement>('[role="menu"][id]');
  return (menu && document.querySelector<HTMLElement>(`[aria-controls="${menu.id}"]`)) ?? element;
}

/**
 * The page's first-level heading (or, before it has loaded, the main region): where the focus goes
 * when the control that opened a dialog is gone, as the sign-in button is once the driver is in.
 */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return document.querySelector<HTMLElement>('main');
  heading.tabIndex = -1;
  return heading;
}

/** Focus left on nothing: the element that had it was removed, or none was ever set. */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Gives the focus back to where it was before a dialog opened, once no dialog is open. Dialogs of the
 * modal host are unmounted as they close, before Mantine's own focus return could run.
 */
export function useFocusReturn(open: boolean): void {
  const lastOutside = useRef<HTMLElement | null>(null);
  const target = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"]')) lastOutside.current = returnTarget(event.target);
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useLayoutEffect(() => {
    if (open) {
      wasOpen.current = true;
      target.current ??= lastOutside.current;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const opener = target.current;
    target.current = null;
    (opener?.isConnected ? opener : pageHeading())?.focus({ preventScroll: true });
    // The opener may go in the same moment (sign-in replaces its button): then the heading takes it.
    const frame = requestAnimationFrame(() => {
      if (focusLost()) pageHeading()?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
