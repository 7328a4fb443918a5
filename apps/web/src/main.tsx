import { StrictMode } from 'react';
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
 * Every page waits for the site options and its own code: both are asked for now, beside the
 * texts and the styles, instead of one after another once React has rendered.
 */
const queryClient = createQueryClient();
void queryClient.prefetchQuery(getSiteOptionsQueryOptions());
preloadPageOf(window.location);

/*
 * The texts of the address's language first, so the first paint is already in that language. The
 * styles load beside them instead of blocking the first paint: until the app renders, index.html's
 * static shell is shown with its own small stylesheet.
 */
void Promise.all([switchLanguage(languageFromPath(window.location.pathname)), import('./app/app.css')]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
