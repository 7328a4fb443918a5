import { useRoutes } from 'react-router';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';
import { deskPaths } from '../desk-paths.ts';
import { FinesScreen } from './fines-screen.tsx';
import { InboxScreen } from './inbox-screen.tsx';
import { ThreadScreen } from './thread-screen.tsx';

/** The signed-in desk's screens: the inbox, an appeal's thread, and the fines. */
export function DeskScreens() {
  return useRoutes([
    { index: true, element: <InboxScreen /> },
    { path: deskPaths.appeal.path, element: <ThreadScreen /> },
    { path: deskPaths.fines.path, element: <FinesScreen /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
