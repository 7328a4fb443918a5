import { STAFF_ROLES } from '@city-parking/contract/operator/staff-roles';
import {
  ZOperatorMeResponse,
  ZOperatorStaffQuery,
  ZOperatorStaffResponse,
  ZStaffInviteRequest,
  ZStaffMemberResponse,
  ZStaffRolesRequest,
  ZStaffSetupRequest,
  ZStaffSetupResponse,
  ZStaffStateRequest,
} from '@city-parking/contract/operator/operator-staff';
import { requestLanguage } from '../../http/request-language.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import { operatorIdOf } from '../auth/auth-hook.ts';
import type { DeskAccess } from './desk-access.ts';
import { deskActorOf } from './desk-actor.ts';
import type { StaffService } from './staff-service.ts';

export interface StaffRouteServices {
  access: DeskAccess;
  staff: StaffService;
}

/**
 * The desk's staff: who is signed in (any role), the staff's management (`admin`), and the
 * invitee's set-up (public: the link's token is what proves the invitation).
 */
export function staffRoutes({ access, staff }: StaffRouteServices): RoutesPlugin {
  return async (app) => {
    // Every member may ask who they are: the answer decides which screens the desk shows.
    app.get('/api/operator/me/v1', { schema: { response: { 200: ZOperatorMeResponse } }, ...access.needs(STAFF_ROLES) }, async (request) => {
      const { id, name, email, roles } = await staff.me(operatorIdOf(request));
      return { status: 'ok', id, name, email, roles };
    });

    const admin = access.needs(['admin']);

    app.get('/api/operator/staff/v1', { schema: { querystring: ZOperatorStaffQuery, response: { 200: ZOperatorStaffResponse } }, ...admin }, async () => {
      return { status: 'ok', items: await staff.list() };
    });

    app.post(
      '/api/operator/staff/v1',
      {
        schema: { body: ZStaffInviteRequest, response: { 200: ZStaffMemberResponse } },
        ...access.needs(['admin'], { rateLimit: { max: 30, timeWindow: '1 minute' } }),
      },
      async (request) => ({ status: 'ok', member: await staff.invite(deskActorOf(request), request.body, requestLanguage(request)) }),
    );

    app.post('/api/operator/staff/roles/v1', { schema: { body: ZStaffRolesRequest, response: { 200: ZStaffMemberResponse } }, ...admin }, async (request) => {
      return { status: 'ok', member: await staff.setRoles(deskActorOf(request), request.body.operatorId, request.body.roles) };
    });

    app.post('/api/operator/staff/disable/v1', { schema: { body: ZStaffStateRequest, response: { 200: ZStaffMemberResponse } }, ...admin }, async (request) => {
      return { status: 'ok', member: await staff.disable(deskActorOf(request), request.body.operatorId) };
    });

    app.post('/api/operator/staff/enable/v1', { schema: { body: ZStaffStateRequest, response: { 200: ZStaffMemberResponse } }, ...admin }, async (request) => {
      return { status: 'ok', member: await staff.enable(deskActorOf(request), request.body.operatorId) };
    });

    app.post(
      '/api/operator/staff/second-factor/reset/v1',
      { schema: { body: ZStaffStateRequest, response: { 200: ZStaffMemberResponse } }, ...admin },
      async (request) => ({ status: 'ok', member: await staff.resetSecondFactor(deskActorOf(request), request.body.operatorId) }),
    );

    // The link's token is 256 random bits; the limit is the sign-in's, for the scrypt work each call costs.
    app.post(
      '/api/operator/staff/setup/v1',
      { ...access.open({ rateLimit: { max: 20, timeWindow: '1 minute' } }), schema: { body: ZStaffSetupRequest, response: { 200: ZStaffSetupResponse } } },
      async (request) => ({ status: 'ok', ...(await staff.setup(request.body, request.ip)) }),
    );
  };
}
