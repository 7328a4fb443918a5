import { useRoutes } from 'react-router';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';
import { deskPaths } from '../desk-paths.ts';
import { BankStatementsScreen } from './bank-statements-screen.tsx';
import { FinesScreen } from './fines-screen.tsx';
import { InboxScreen } from './inbox-screen.tsx';
import { ThreadScreen } from './thread-screen.tsx';

/**
 * The signed-in desk's screens: the inbox, an appeal's thread, the fines and the bank statements.
 * They load together after the sign-in, never with the desk's first page. The bank statements are
 * not split off on their own: a chunk lazily loaded from this lazy one made the bundler move
 * TanStack Query's shared base into a chunk of its own on every page's first load (+0.75 KB gzip).
 */
export function DeskScreens() {
  return useRoutes([
    { index: true, element: <InboxScreen /> },
    { path: deskPaths.appeal.path, element: <ThreadScreen /> },
    { path: deskPaths.fines.path, element: <FinesScreen /> },
    { path: deskPaths.bankStatements.path, element: <BankStatementsScreen /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
