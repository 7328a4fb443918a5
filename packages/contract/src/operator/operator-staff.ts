import { z } from 'zod/mini';
import { ZEmailField, ZNewPasswordField } from '../profile/contact-rules.ts';
import { ZStaffRole, ZStaffRoles } from './staff-roles.ts';

/** How long an invitation's set-up link works, once. */
export const STAFF_INVITE_HOURS = 72;

/** A staff member's id as the calls carry it (text, as every desk id). */
export const ZStaffId = z.pipe(
  z.union([z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.int().check(z.positive(), z.lte(9_999_999_999))]),
  z.transform((v) => Number(v)),
);

/** A member's name, as the set-up form and the invitation take it. */
export const ZStaffName = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v) => v.trim()),
  ),
  z.string().check(z.minLength(1), z.maxLength(100)),
);

/** GET /api/operator/me/v1: who is signed in at the desk, and so which screens it shows. */
export const ZOperatorMeResponse = z.object({
  status: z.literal('ok'),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(ZStaffRole),
});
export type TOperatorMeResponse = z.infer<typeof ZOperatorMeResponse>;

/** A member's state: invited (the set-up link not used yet), active, or disabled (no sign-in, no session). */
export const ZStaffState = z.enum(['invited', 'active', 'disabled']);
export type TStaffState = z.infer<typeof ZStaffState>;

export const ZStaffMember = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(ZStaffRole),
  state: ZStaffState,
  /** Whether the member has enrolled an authenticator app (else they enrol at their next sign-in). */
  secondFactor: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** GET /api/operator/staff/v1: every member of the city's staff, in the order they joined. */
export const ZOperatorStaffQuery = z.object({});
export const ZOperatorStaffResponse = z.object({ status: z.literal('ok'), items: z.array(ZStaffMember) });

/** POST /api/operator/staff/v1: invites a member by e-mail with a one-time set-up link. */
export const ZStaffInviteRequest = z.object({ email: ZEmailField, name: ZStaffName, roles: ZStaffRoles });
export type TStaffInviteRequest = z.infer<typeof ZStaffInviteRequest>;

/** The answer of every change to a member: the member as it now is. */
export const ZStaffMemberResponse = z.object({ status: z.literal('ok'), member: ZStaffMember });

/** POST /api/operator/staff/roles/v1: the member's roles, all of them. */
export const ZStaffRolesRequest = z.object({ operatorId: ZStaffId, roles: ZStaffRoles });
export type TStaffRolesRequest = z.infer<typeof ZStaffRolesRequest>;

/** POST /api/operator/staff/disable/v1, …/enable/v1 and …/second-factor/reset/v1 (the member enrols anew at the next sign-in). */
export const ZStaffStateRequest = z.object({ operatorId: ZStaffId });

/** The set-up link's token: what the invitation e-mail carries. */
export const ZStaffSetupToken = z.string().check(z.minLength(1), z.maxLength(200));

/** POST /api/operator/staff/setup/v1 (public): the invitee's token, name and password under the drivers' rules. */
export const ZStaffSetupRequest = z.object({ token: ZStaffSetupToken, name: ZStaffName, password: ZNewPasswordField });
export type TStaffSetupRequest = z.infer<typeof ZStaffSetupRequest>;
export const ZStaffSetupResponse = z.object({ status: z.literal('ok'), email: z.string() });
