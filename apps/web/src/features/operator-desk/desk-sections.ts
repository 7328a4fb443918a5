import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';

/**
 * The roles that open each of the desk's sections, as the server's routes declare them (the server
 * checks them on every call; here they only decide what the desk shows).
 */
export const SECTION_ROLES = {
  appeals: ['support'],
  fines: ['fines'],
  bankStatements: ['finance'],
  staff: ['admin'],
  audit: ['admin'],
  drivers: ['support', 'finance'],
} as const satisfies Record<string, readonly TStaffRole[]>;

export type DeskSection = keyof typeof SECTION_ROLES;

export const opens = (roles: readonly TStaffRole[], section: DeskSection) =>
  (SECTION_ROLES[section] as readonly TStaffRole[]).some((role) => roles.includes(role));
