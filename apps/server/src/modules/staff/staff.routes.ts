/** Transport of the staff API: the contract's staff routes bound to the staff services. */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { STAFF_SESSION_MAX_MS, STAFF_API_PREFIX, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import { defineStaffRoute, staffCookieOptions } from '../../platform/http/define-staff-route.js';
import type { StaffSessionsService } from './staff-sessions.service.js';
import type { StaffService } from './staff.service.js';
import type { AuditService } from './audit.service.js';
import type { FourEyesService } from './four-eyes.service.js';

export interface StaffRouteDeps {
  sessions: StaffSessionsService;
  staff: StaffService;
  audit: AuditService;
  fourEyes: FourEyesService;
}

const actorOf = (s: { id: string; username: string }) => ({ id: s.id, username: s.username });

export function registerStaffRoutes(app: FastifyInstance, d: StaffRouteDeps): void {
  const { sessions } = d;
  defineStaffRoute(app, r.signIn, sessions, async (input, ctx, { reply }) => {
    const result = await sessions.signIn(input, ctx.ip);
    reply.setCookie(STAFF_SESSION_COOKIE, result.token, staffCookieOptions(STAFF_SESSION_MAX_MS / 1000));
    return { staff: result.staff, csrfToken: result.csrfToken };
  });
  defineStaffRoute(app, r.signOut, sessions, async (_input, ctx, { reply }) => {
    await sessions.signOut(ctx.staff);
    reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_API_PREFIX });
    return null;
  });
  defineStaffRoute(app, r.me, sessions, async (_input, ctx) => {
    const { id, username, role, permissions } = ctx.staff;
    return { id, username, role, permissions };
  });
  defineStaffRoute(app, r.listStaff, sessions, async () => ({ items: await d.staff.list() }));
  defineStaffRoute(app, r.createStaff, sessions, async (input, ctx) => {
    const created = await d.staff.create(actorOf(ctx.staff), input);
    return { member: created.member, password: created.password, totpUri: created.totpUri };
  });
  defineStaffRoute(app, r.disableStaff, sessions, async (input, ctx) =>
    d.staff.disable(actorOf(ctx.staff), input.id, input.reason),
  );
  defineStaffRoute(app, r.listRoles, sessions, async () => ({ items: await d.staff.roles() }));
  defineStaffRoute(app, r.editRole, sessions, async (input, ctx) => d.staff.editRole(actorOf(ctx.staff), input));
  defineStaffRoute(app, r.listAudit, sessions, async (input) => ({ items: await d.audit.search(input) }));
  defineStaffRoute(app, r.listFourEyes, sessions, async (input) => ({ items: await d.fourEyes.list(input.status) }));
  defineStaffRoute(app, r.approveFourEyes, sessions, async (input, ctx) =>
    d.fourEyes.decide(actorOf(ctx.staff), input.id, 'approved', input.reason),
  );
  defineStaffRoute(app, r.rejectFourEyes, sessions, async (input, ctx) =>
    d.fourEyes.decide(actorOf(ctx.staff), input.id, 'rejected', input.reason),
  );
}
