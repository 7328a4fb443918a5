import { valueStore } from '../state/value-store.ts';

/**
 * The installed new version of the app, waiting for the driver to agree to reload; null while the
 * running version is the newest. Set by register-service-worker.ts, shown by the shell's prompt.
 */
export const waitingWorker = valueStore<ServiceWorker | null>(null);

/** Lets the new version take over and reloads the page once it has (every tab of the app reloads). */
export function applyUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
