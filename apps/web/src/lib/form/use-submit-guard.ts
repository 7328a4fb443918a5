import { useMemo, useRef } from 'react';

/**
 * One call at a time from a form, even for clicks that land before the next render (when a
 * mutation's `isPending` is not yet true). `hold()` answers whether the caller may go on and marks
 * the form busy; `release` is handed to the call's `onSettled`.
 */
export function useSubmitGuard() {
  const busy = useRef(false);
  return useMemo(
    () => ({
      get busy() {
        return busy.current;
      },
      hold(): boolean {
        if (busy.current) return false;
        busy.current = true;
        return true;
      },
      release(): void {
        busy.current = false;
      },
    }),
    [],
  );
}
