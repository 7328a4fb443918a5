/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { parsePushMessage } from './push-message.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/*
 * The app shell and every file of this build, kept so that a second visit starts without the
 * network. Nothing from the back end (/city/…) is cached here: the app keeps the few answers it
 * shows offline itself, per account, and forgets them on logout (lib/storage/last-answer.ts), so
 * this cache never holds anyone's data.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html with its router; the back end's calls, the sign-in callbacks
// and the health check are not pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/city\//, /^\/callback\//, /^\/healthz/] }));

// A new version waits until the driver agrees to reload (the page's update prompt), so that a page
// never runs with the files of two versions.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text() ?? '');
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  event.waitUntil(focusOrOpen(url.href));
});

/** A tab already showing the address is brought forward; otherwise a new one opens. */
async function focusOrOpen(href: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = tabs.find((tab) => tab.url === href);
  if (open) {
    await open.focus();
    return;
  }
  await self.clients.openWindow(href);
}
