import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './app/app.css';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { switchLanguage } from './lib/i18n/i18n.ts';
import { languageFromPath } from './lib/i18n/language-from-path.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The texts of the address's language first, so the first paint is already in that language.
void switchLanguage(languageFromPath(window.location.pathname)).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
