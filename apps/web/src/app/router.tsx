import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { LanguageGate } from './language-gate.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';

/** Pages load lazily; a chunk that fails to load ends in RouteError with a reload button. */
const pageRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('@/features/home/routes/home-page.tsx')).HomePage }) },
  { path: paths.news.path, lazy: async () => ({ Component: (await import('@/features/news/routes/news-list-page.tsx')).NewsListPage }) },
  { path: paths.newsItem.path, lazy: async () => ({ Component: (await import('@/features/news/routes/news-item-page.tsx')).NewsItemPage }) },
  { path: paths.pages.path, lazy: async () => ({ Component: (await import('@/features/pages/routes/content-page.tsx')).ContentPage }) },
  { path: paths.smsCommands.path, lazy: async () => ({ Component: (await import('@/features/sms-commands/routes/sms-commands-page.tsx')).SmsCommandsPage }) },
  { path: paths.update.path, lazy: async () => ({ Component: (await import('@/features/update/routes/update-page.tsx')).UpdatePage }) },
  { path: paths.check.path, lazy: async () => ({ Component: (await import('@/features/check/routes/check-page.tsx')).CheckPage }) },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    // Every route also exists under /ru and /en; LanguageGate sorts out the prefix.
    path: '/:lng?',
    Component: LanguageGate,
    children: [{ Component: AppLayout, children: [{ errorElement: <RouteError />, children: pageRoutes }] }],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
