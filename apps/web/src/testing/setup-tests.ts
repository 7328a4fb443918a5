import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n.ts';

// Dialogs and pages load lazily; on two cores busy with other test files the first transform of
// a chunk can take longer than Testing Library's default 1 s wait for what it renders.
configure({ asyncUtilTimeout: 5_000 });

// Tests switch languages synchronously; the app loads English on demand.
await Promise.all([loadLanguage('ru'), loadLanguage('en')]);

// The site options' and the profile's schemas load with their first call (zod stays out of the
// entry); loading them here keeps their transform out of the first test's time.
await Promise.all([import('@city-parking/contract/site/get-options-info'), import('@city-parking/contract/profile/profile')]);

// Files run in VM contexts (pool vmThreads), whose jsdom window has no WebCrypto; Node's is the same API.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// Mantine reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
