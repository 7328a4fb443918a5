import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';

interface Options {
  /** Initial URL; the language follows its prefix like in the app. */
  route?: string;
  /** Route pattern the element is mounted at, for pages that read params. */
  path?: string;
  extraRoutes?: RouteObject[];
  /** The app's query client, for data asked for before the render; a new one otherwise. */
  client?: QueryClient;
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders a component with every app provider and a memory router. */
export function renderWithProviders(element: ReactElement, { route = '/', path = '*', extraRoutes = [], client }: Options = {}): RenderResult {
  void i18n.changeLanguage(route.startsWith('/en') ? 'en' : 'ru');
  return render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[route]}>
        <TestRoutes routes={[{ path, element }, ...extraRoutes]} />
      </MemoryRouter>
    </AppProviders>,
  );
}
