import { z } from 'zod/mini';

/**
 * What a staff member of the city's desk may do. A member has one or more; each desk call names the
 * roles that open it, and `admin` alone opens only the staff's management (an admin who also
 * answers appeals holds `support` too).
 * - `admin`: the staff and the city's settings;
 * - `support`: drivers, companies, sessions, appeals, compensations up to a limit;
 * - `finance`: payments, refunds, bank statements, payment documents, approvals above the limit, reports;
 * - `content`: news, pages, the popup, banners, SMS commands;
 * - `tariffs`: zones, tariffs, the calendar;
 * - `fines`: the fines import and the fines list.
 */
export const STAFF_ROLES = ['admin', 'support', 'finance', 'content', 'tariffs', 'fines'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** A member's roles as a request sends them: at least one, each once. */
export const ZStaffRoles = z.array(ZStaffRole).check(
  z.minLength(1),
  z.maxLength(STAFF_ROLES.length),
  z.refine((roles) => new Set(roles).size === roles.length, 'each role once'),
);

/** Whether a member holding `roles` may make a call that `needs` one of the listed roles. */
export const holdsAnyOf = (roles: readonly TStaffRole[], needs: readonly TStaffRole[]) => needs.some((role) => roles.includes(role));
