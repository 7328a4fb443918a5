import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZOperatorMeResponse,
  ZOperatorStaffResponse,
  ZStaffMemberResponse,
  ZStaffSetupResponse,
  type TStaffInviteRequest,
  type TStaffSetupRequest,
} from '@city-parking/contract/operator/operator-staff';
import type { TStaffRole } from '@city-parking/contract/operator/staff-roles';
import { fetchAnswer } from '@/lib/http/fetch-answer.ts';
import { deskSession } from '../desk-session.ts';
import { deskFetch } from './desk-fetch.ts';
import { deskKeys } from './desk-keys.ts';

/** GET /api/operator/me/v1: the signed-in member's name and roles, kept in the desk's session. */
export async function getMe() {
  const me = await deskFetch('/api/operator/me/v1', ZOperatorMeResponse);
  deskSession.refresh(me.name, me.roles);
  return me;
}

/** Who is signed in, asked once per visit: the roles an admin changed since the sign-in show then. */
export const useMe = () => useQuery({ queryKey: deskKeys.me(), queryFn: getMe, staleTime: 60_000 });

/** GET /api/operator/staff/v1. */
export const getStaff = () => deskFetch('/api/operator/staff/v1', ZOperatorStaffResponse);
export const useStaff = () => useQuery({ queryKey: deskKeys.staff(), queryFn: getStaff });

function useStaffChange<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.staff() }) });
}

/** POST /api/operator/staff/v1: the invitation, e-mailed with its set-up link. */
export const useInviteStaff = () =>
  useStaffChange((input: TStaffInviteRequest) =>
    deskFetch('/api/operator/staff/v1', ZStaffMemberResponse, { method: 'POST', body: { ...input, email: input.email.trim(), name: input.name.trim() } }),
  );

export const useSetStaffRoles = () =>
  useStaffChange(({ id, roles }: { id: number; roles: readonly TStaffRole[] }) =>
    deskFetch('/api/operator/staff/roles/v1', ZStaffMemberResponse, { method: 'POST', body: { operatorId: String(id), roles } }),
  );

/** POST /api/operator/staff/second-factor/reset/v1: the member enrols an app anew at the next sign-in. */
export const useResetSecondFactor = () =>
  useStaffChange(({ id }: { id: number }) =>
    deskFetch('/api/operator/staff/second-factor/reset/v1', ZStaffMemberResponse, { method: 'POST', body: { operatorId: String(id) } }),
  );

export const useSetStaffState = () =>
  useStaffChange(({ id, enable }: { id: number; enable: boolean }) =>
    deskFetch(`/api/operator/staff/${enable ? 'enable' : 'disable'}/v1`, ZStaffMemberResponse, { method: 'POST', body: { operatorId: String(id) } }),
  );

/** POST /api/operator/staff/setup/v1: the invitee's own call, without a desk token. */
export const setupStaff = (input: TStaffSetupRequest) =>
  fetchAnswer('/api/operator/staff/setup/v1', ZStaffSetupResponse, { method: 'POST', json: true, body: { ...input, name: input.name.trim() } });
