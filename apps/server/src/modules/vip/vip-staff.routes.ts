/** Transport of the VIP club's staff API (contract: staff/routes-vip.ts). */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { AppError } from '../../platform/http/app-error.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { VipStaffService } from './vip-staff.service.js';

export function registerVipStaffRoutes(
  app: FastifyInstance,
  d: { staffSessions: StaffSessionResolver; staff: VipStaffService; memberExists(memberId: string): Promise<boolean> },
): void {
  defineStaffRoute(app, r.playerVip, d.staffSessions, async (input) => {
    if (!(await d.memberExists(input.memberId))) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return d.staff.forPlayer(input.memberId);
  });
}
