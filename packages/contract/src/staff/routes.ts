/**
 * The staff API's route table (/staff-api/*): the single source of the server's validation and
 * permission checks, the console's types and the staff section of the OpenAPI document.
 */
import { z } from 'zod';
import { staffRoute } from './route-def.js';
import * as s from './schemas.js';
import { withdrawalRoutes } from './routes-withdrawals.js';
import { playerRoutes } from './routes-players.js';
import { appealStaffRoutes } from './routes-appeals.js';
import { settingsRoutes } from './routes-settings.js';
import { reconciliationRoutes } from './routes-reconciliation.js';
import { payBillStaffRoutes } from './routes-pay-bill.js';
import { reportRoutes } from './routes-reports.js';
import { harmRoutes } from './routes-harm.js';
import { campaignRoutes } from './routes-campaigns.js';
import { promotionRoutes } from './routes-promotions.js';
import { taskStaffRoutes } from './routes-tasks.js';
import { mallStaffRoutes } from './routes-mall.js';
import { giveawayStaffRoutes } from './routes-giveaway.js';
import { inviteStaffRoutes } from './routes-invite.js';
import { cashRainStaffRoutes } from './routes-cash-rain.js';
import { vipStaffRoutes } from './routes-vip.js';

export type { StaffAccess, StaffRouteDef } from './route-def.js';

export const staffRoutes = {
  ...appealStaffRoutes,
  signIn: staffRoute({
    method: 'POST',
    path: '/staff-api/session/sign-in',
    access: 'public',
    input: s.signInInput,
    output: s.signInOutput,
    summary: 'Sign in with username, password and authenticator code; sets the session cookie.',
  }),
  signOut: staffRoute({
    method: 'POST',
    path: '/staff-api/session/sign-out',
    access: 'signed-in',
    input: s.emptyInput,
    output: z.null(),
    summary: 'End this session.',
  }),
  me: staffRoute({
    method: 'GET',
    path: '/staff-api/session/me',
    access: 'signed-in',
    input: s.emptyInput,
    output: s.staffMeSchema,
    summary: 'Who is signed in, with the permissions of their role.',
  }),
  listStaff: staffRoute({
    method: 'GET',
    path: '/staff-api/staff',
    access: 'staff.read',
    input: s.emptyInput,
    output: s.staffListOutput,
    summary: 'All staff accounts.',
  }),
  createStaff: staffRoute({
    method: 'POST',
    path: '/staff-api/staff',
    access: 'staff.manage',
    input: s.createStaffInput,
    output: s.createStaffOutput,
    summary: 'Create a staff account; answers its one-time password and TOTP enrolment URI.',
  }),
  disableStaff: staffRoute({
    method: 'POST',
    path: '/staff-api/staff/disable',
    access: 'staff.manage',
    input: s.disableStaffInput,
    output: s.staffMemberSchema,
    summary: 'Disable a staff account and end its sessions.',
  }),
  listRoles: staffRoute({
    method: 'GET',
    path: '/staff-api/roles',
    access: 'staff.read',
    input: s.emptyInput,
    output: s.roleListOutput,
    summary: 'Roles and the permissions each grants.',
  }),
  editRole: staffRoute({
    method: 'PUT',
    path: '/staff-api/roles',
    access: 'roles.manage',
    input: s.editRoleInput,
    output: s.roleSchema,
    summary: "Replace a role's permissions.",
  }),
  listAudit: staffRoute({
    method: 'GET',
    path: '/staff-api/audit',
    access: 'audit.read',
    input: s.auditQuery,
    output: s.auditListOutput,
    summary: 'The audit log, newest first, filtered by actor, action, target and time.',
  }),
  listFourEyes: staffRoute({
    method: 'GET',
    path: '/staff-api/four-eyes',
    access: 'four_eyes.approve',
    input: s.fourEyesListInput,
    output: s.fourEyesListOutput,
    summary: 'Four-eyes requests, newest first.',
  }),
  approveFourEyes: staffRoute({
    method: 'POST',
    path: '/staff-api/four-eyes/approve',
    access: 'four_eyes.approve',
    input: s.fourEyesDecideInput,
    output: s.fourEyesRequestSchema,
    summary: "Approve another staff member's request.",
  }),
  rejectFourEyes: staffRoute({
    method: 'POST',
    path: '/staff-api/four-eyes/reject',
    access: 'four_eyes.approve',
    input: s.fourEyesDecideInput,
    output: s.fourEyesRequestSchema,
    summary: "Reject another staff member's request.",
  }),
  ...withdrawalRoutes,
  ...playerRoutes,
  ...harmRoutes,
  ...settingsRoutes,
  ...reconciliationRoutes,
  ...payBillStaffRoutes,
  ...reportRoutes,
  ...campaignRoutes,
  ...promotionRoutes,
  ...taskStaffRoutes,
  ...mallStaffRoutes,
  ...giveawayStaffRoutes,
  ...inviteStaffRoutes,
  ...cashRainStaffRoutes,
  ...vipStaffRoutes,
} as const;

export type StaffRoutes = typeof staffRoutes;
export type StaffRouteName = keyof StaffRoutes;
export type StaffRouteInput<N extends StaffRouteName> = z.input<StaffRoutes[N]['input']>;
export type StaffRouteOutput<N extends StaffRouteName> = z.output<StaffRoutes[N]['output']>;
