import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter, preloadPageOf } from './app/router.tsx';
import { getSiteOptionsQueryOptions } from './domains/site/api/get-site-options.ts';
import { switchLanguage } from './lib/i18n/i18n.ts';
import { languageFromPath } from './lib/i18n/language-from-path.ts';

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
const ready = Promise.allSettled([
  queryClient.prefetchQuery(getSiteOptionsQueryOptions()),
  preloadPageOf(window.location),
  switchLanguage(languageFromPath(window.location.pathname)),
  import('./app/app.css'),
]);

void ready.then(() =>
  // A transition: React renders the whole page in short slices, yielding to the browser between
  // them, instead of in one long task that would hold off input and paint.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
