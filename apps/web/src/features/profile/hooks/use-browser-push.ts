import { useCallback, useEffect, useState } from 'react';
import { deletePushSubscription, savePushSubscription, usePushKey } from '../api/push-subscription.ts';

/** How long the app's service worker may take to be ready before turning notifications on is given up. */
const READY_TIMEOUT_MS = 10_000;

/**
 * unsupported: the browser has no Push API or service workers; unavailable: the site sends no web
 * push; denied: the driver blocked notifications in the browser; off and on: this browser does not
 * or does take them; checking: not known yet.
 */
export type BrowserPushState = 'checking' | 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The server wants the key as bytes; it gives it as base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function readyWorker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('service worker not ready')), READY_TIMEOUT_MS)),
  ]);
}

/** This browser's web push for the signed-in driver: its state, and turning it on (asking permission) or off. */
export function useBrowserPush() {
  const key = usePushKey();
  const [subscribed, setSubscribed] = useState<boolean | null>(supported() ? null : false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!supported()) return;
    let live = true;
    // Without a registered worker nothing is subscribed yet.
    void navigator.serviceWorker
      .getRegistration()
      .then(async (registration) => (registration ? Boolean(await registration.pushManager.getSubscription()) : false))
      .catch(() => false)
      .then((found) => live && setSubscribed(found));
    return () => {
      live = false;
    };
  }, []);

  let state: BrowserPushState;
  if (!supported()) state = 'unsupported';
  else if (key.isPending || subscribed === null) state = 'checking';
  else if (!key.data) state = 'unavailable';
  else if (Notification.permission === 'denied') state = 'denied';
  else state = subscribed ? 'on' : 'off';

  const turnOn = useCallback(async () => {
    if (!key.data) return;
    setBusy(true);
    setFailed(false);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return;
      const registration = await readyWorker();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.data) }));
      await savePushSubscription(subscription);
      setSubscribed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [key.data]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setSubscribed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, failed, turnOn, turnOff };
}
