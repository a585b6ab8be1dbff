/** Transport of market settings: the contract's settings staff routes bound to SettingsService. */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { SettingsService } from './settings.service.js';

export function registerSettingsRoutes(app: FastifyInstance, settings: SettingsService, sessions: StaffSessionResolver): void {
  defineStaffRoute(app, r.listSettings, sessions, async () => ({ items: await settings.list() }));
  defineStaffRoute(app, r.saveSetting, sessions, async (input, ctx) =>
    settings.save({ id: ctx.staff.id, username: ctx.staff.username }, input),
  );
  defineStaffRoute(app, r.settingHistory, sessions, async (input) => ({ items: await settings.history(input.key) }));
}
