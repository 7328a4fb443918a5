import type { ComponentType, ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { NotFoundPage } from '@/lib/routing/not-found-page.tsx';
import { useMe } from '../api/staff.ts';
import { opens, type DeskSection } from '../desk-sections.ts';
import { deskPaths } from '../desk-paths.ts';
import { useDeskRoles } from '../desk-session.ts';
import { AuditScreen } from './audit-screen.tsx';
import { BankStatementsScreen } from './bank-statements-screen.tsx';
import { DriverCardScreen } from './driver-card-screen.tsx';
import { DriversScreen } from './drivers-screen.tsx';
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

/** Each screen's path (none for the index), the section whose roles open it, and the screen. */
const SECTIONS: readonly { path?: string; section: DeskSection; Screen: ComponentType }[] = [
  { section: 'appeals', Screen: InboxScreen },
  { path: deskPaths.appeal.path, section: 'appeals', Screen: ThreadScreen },
  { path: deskPaths.fines.path, section: 'fines', Screen: FinesScreen },
  { path: deskPaths.bankStatements.path, section: 'bankStatements', Screen: BankStatementsScreen },
  { path: deskPaths.staff.path, section: 'staff', Screen: StaffScreen },
  { path: deskPaths.audit.path, section: 'audit', Screen: AuditScreen },
  { path: deskPaths.drivers.path, section: 'drivers', Screen: DriversScreen },
  { path: deskPaths.driver.path, section: 'drivers', Screen: DriverCardScreen },
];

/**
 * The signed-in desk's screens: the inbox, an appeal's thread, the fines, the bank statements, the
 * staff, the audit trail and the drivers' search and cards, each behind the roles that open it. They load together after the
 * sign-in, never with the desk's first page. The bank statements are not split off on their own: a chunk lazily loaded
 * from this lazy one made the bundler move TanStack Query's shared base into a chunk of its own on
 * every page's first load (+0.75 KB gzip).
 */
export function DeskScreens() {
  // The roles are asked again once per visit, so an admin's change shows without a new sign-in.
  useMe();
  return useRoutes([
    ...SECTIONS.map(({ path, section, Screen }) => ({
      ...(path === undefined ? { index: true } : { path }),
      element: (
        <Section section={section}>
          <Screen />
        </Section>
      ),
    })),
    { path: '*', element: <NotFoundPage /> },
  ]);
}
