import { waitingWorker } from './update-available.ts';

// A phone keeps a tab open for days: the app looks for a new version now and then, not only on load.
const CHECK_EVERY_MS = 60 * 60_000;

/**
 * Registers the service worker (built from src/service-worker/) and reports a new version once it
 * is installed. The first install reports nothing: there is no older version to replace. Loaded by
 * main.tsx after the page's load event, in a chunk of its own, so the first load is not slowed.
 */
export async function registerServiceWorker(): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register('/service-worker.js', { scope: '/' });
  } catch (error) {
    // Private modes and some browsers refuse workers: the app then simply works online only.
    console.warn('the service worker could not be registered', error);
    return;
  }
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) waitingWorker.set(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  window.setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, CHECK_EVERY_MS);
}
