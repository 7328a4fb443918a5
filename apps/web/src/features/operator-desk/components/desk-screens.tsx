import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';
import { useMe } from '../api/staff.ts';
import { opens, type DeskSection } from '../desk-sections.ts';
import { deskPaths } from '../desk-paths.ts';
import { useDeskRoles } from '../desk-session.ts';
import { BankStatementsScreen } from './bank-statements-screen.tsx';
import { FinesScreen } from './fines-screen.tsx';
import { InboxScreen } from './inbox-screen.tsx';
import { NoAccess } from './no-access.tsx';
import { StaffScreen } from './staff-screen.tsx';
import { ThreadScreen } from './thread-screen.tsx';

/** A section for the members whose roles open it; the others see «Нет доступа» (the server refuses their calls anyway). */
function Section({ section, children }: { section: DeskSection; children: ReactNode }) {
  const roles = useDeskRoles();
  return opens(roles, section) ? children : <NoAccess />;
}

/**
 * The signed-in desk's screens: the inbox, an appeal's thread, the fines, the bank statements and
 * the staff, each behind the roles that open it. They load together after the sign-in, never with
 * the desk's first page. The bank statements are not split off on their own: a chunk lazily loaded
 * from this lazy one made the bundler move TanStack Query's shared base into a chunk of its own on
 * every page's first load (+0.75 KB gzip).
 */
export function DeskScreens() {
  // The roles are asked again once per visit, so an admin's change shows without a new sign-in.
  useMe();
  return useRoutes([
    {
      index: true,
      element: (
        <Section section="appeals">
          <InboxScreen />
        </Section>
      ),
    },
    {
      path: deskPaths.appeal.path,
      element: (
        <Section section="appeals">
          <ThreadScreen />
        </Section>
      ),
    },
    {
      path: deskPaths.fines.path,
      element: (
        <Section section="fines">
          <FinesScreen />
        </Section>
      ),
    },
    {
      path: deskPaths.bankStatements.path,
      element: (
        <Section section="bankStatements">
          <BankStatementsScreen />
        </Section>
      ),
    },
    {
      path: deskPaths.staff.path,
      element: (
        <Section section="staff">
          <StaffScreen />
        </Section>
      ),
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
