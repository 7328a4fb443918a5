import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { tokenIn, type AuthHooks, type StaffAccess } from '../auth/auth-hook.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call a desk route: the staff roles that open it (any one of them), or 'public' for the
     * few a stranger calls (the sign-in, the logout, the invitee's set-up). Every /api/operator/ route
     * declares it; the role matrix test fails on one that does not.
     */
    staffRoles?: readonly TStaffRole[] | 'public';
  }
}

type Config = Record<string, unknown>;

/**
 * The one way a desk route names the roles it needs: its options carry both the declaration and
 * the hook that checks it on every call, so the two cannot drift apart.
 */
export function deskAccess(auth: AuthHooks, staff: StaffAccess) {
  return {
    /** A desk route for staff holding one of `roles`; its token is checked once its input is parsed. */
    needs: (roles: readonly TStaffRole[], config: Config = {}) => ({
      config: { ...config, staffRoles: roles },
      preHandler: auth.operator(tokenIn.header(), staff, roles),
    }),
    /** An upload route for staff holding one of `roles`: the token and the roles are checked before the body is read. */
    needsBeforeBody: (roles: readonly TStaffRole[], config: Config = {}) => ({
      config: { ...config, staffRoles: roles },
      onRequest: auth.operator(tokenIn.headerBeforeBody(), staff, roles),
    }),
    /** A desk route a stranger may call. */
    open: (config: Config = {}) => ({ config: { ...config, staffRoles: 'public' as const } }),
  };
}
export type DeskAccess = ReturnType<typeof deskAccess>;
