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
 * Gives the focus back to where it was before a dialog opened, once no dialog is open. Dialogs of the
 * modal host are unmounted as they close, before Mantine's own focus return could run.
 */
export function useFocusReturn(open: boolean): void {
  const lastOutside = useRef<HTMLElement | null>(null);
  const target = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"]')) lastOutside.current = returnTarget(event.target);
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useLayoutEffect(() => {
    if (open) {
      target.current ??= lastOutside.current;
      return;
    }
    if (target.current?.isConnected) target.current.focus();
    target.current = null;
  }, [open]);
}
