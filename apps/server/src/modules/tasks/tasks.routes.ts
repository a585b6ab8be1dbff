/** Transport of the task centre's and diamond tasks' calls (contract: api/tasks.ts) and the staff view. */
import type { FastifyInstance } from 'fastify';
import { taskRoutes as routes } from '@nyota/contract/api/tasks';
import { staffRoutes } from '@nyota/contract/staff/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { TasksService } from './tasks.service.js';

export function registerTaskRoutes(app: FastifyInstance, tasks: TasksService, sessions: SessionResolver): void {
  defineRoute(app, routes.taskCenter, sessions, (_input, ctx) => tasks.taskCenter(ctx.auth.memberId));
  defineRoute(app, routes.taskCenterCollect, sessions, (input, ctx) => tasks.collect(ctx.auth.memberId, 'center', input.id));
  defineRoute(app, routes.diamondTasks, sessions, (_input, ctx) => tasks.diamondTasks(ctx.auth.memberId));
  defineRoute(app, routes.diamondTaskCollect, sessions, (input, ctx) => tasks.collect(ctx.auth.memberId, 'diamond', input.id));
  defineRoute(app, routes.diamondTaskRecords, sessions, (input, ctx) => tasks.diamondRecords(ctx.auth.memberId, input));
}

export function registerTaskStaffRoutes(app: FastifyInstance, tasks: TasksService, staffSessions: StaffSessionResolver): void {
  defineStaffRoute(app, staffRoutes.playerTasks, staffSessions, (input) => tasks.playerTasks(input.memberId));
}
