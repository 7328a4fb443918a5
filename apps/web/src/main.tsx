import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_TIME_ZONE } from '@city-parking/contract/format/format-date';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter, preloadPageOf } from './app/router.tsx';
import { getSiteOptionsQueryOptions } from './domains/site/api/get-site-options.ts';
import { tokenStore } from './lib/auth/token-store.ts';
import { currentCity } from './lib/city/current-city.ts';
import { switchLanguage } from './lib/i18n/i18n.ts';
import { languageFromPath } from './lib/i18n/language-from-path.ts';
import { startIntlWarmUp } from './lib/intl/start-intl-warm-up.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/*
 * Every page waits for the site options, its own code, the texts of the address's language and
 * the styles: all are asked for at once, and the app renders when all have arrived (or failed:
 * the options' error and a page's failed chunk are then shown by the app). Until then index.html's
 * static shell, with its own small stylesheet, is the first-time loader. Rendering once, with
 * everything at hand, spares a render of the empty layout and of the page's fallback.
 */
const queryClient = createQueryClient();

/**
 * A task of its own for each step: the modules' own evaluation is already one long task on a slow
 * phone, and each request below does work before it is sent (the page's chunk adds a preload link
 * for every file it imports), so yielding between them keeps every task short.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(element: HTMLElement) {
  // Pages show times on the city's clock; Moscow time is the formatting's default.
  startIntlWarmUp([currentCity.timeZone, DEFAULT_TIME_ZONE]);
  await nextTask();
  const options = queryClient.prefetchQuery(getSiteOptionsQueryOptions());
  await nextTask();
  const page = preloadPageOf(window.location, queryClient);
  await nextTask();
  const texts = switchLanguage(languageFromPath(window.location.pathname));
  const styles = import('./app/app.css');
  // A signed-in driver's header asks for the profile in the first render: its schema, kept out of
  // the entry (get-profile.ts), loads now beside the page's code rather than after that render.
  const profileSchema = tokenStore.get('standart') !== '' ? import('@city-parking/contract/profile/profile') : undefined;
  await Promise.allSettled([options, page, texts, styles, profileSchema]);
  // A transition: React renders the whole page in short slices, yielding to the browser between
  // them, instead of in one long task that would hold off input and paint.
  startTransition(() =>
    createRoot(element).render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start(root);

// The service worker (offline use, updates, push) is registered once the page has loaded, by code
// in a chunk of its own: the first load asks for nothing more. A dev server has no worker to register.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./lib/pwa/register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()), {
    once: true,
  });
}
