/**
 * The staff module (docs/staff-console.md): staff accounts, roles, sessions, the audit log and
 * four-eyes requests, and the /staff-api routes over them. Other modules use `audit` and `fourEyes`
 * to record and gate their own staff actions.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { PasswordHasher } from '../auth/index.js';
import { AuditService } from './audit.service.js';
import { FourEyesService } from './four-eyes.service.js';
import { StaffSessionsService } from './staff-sessions.service.js';
import { StaffService } from './staff.service.js';
import { registerStaffRoutes } from './staff.routes.js';

export { AuditService, type AuditVerdict } from './audit.service.js';
export { FourEyesService } from './four-eyes.service.js';
export { StaffService, type Actor, type CreatedStaff } from './staff.service.js';
export { StaffSessionsService } from './staff-sessions.service.js';
export { totpCodeAt } from './totp.js';

export interface StaffModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export interface StaffModule {
  audit: AuditService;
  staff: StaffService;
  sessions: StaffSessionsService;
  fourEyes: FourEyesService;
  register(app: FastifyInstance): void;
}

export function createStaffModule(deps: StaffModuleDeps): StaffModule {
  const hasher = new PasswordHasher();
  const audit = new AuditService(deps.db, deps.clock);
  const staff = new StaffService(deps.db, deps.clock, hasher, audit);
  const sessions = new StaffSessionsService(deps.db, deps.clock, hasher, audit);
  const fourEyes = new FourEyesService(deps.db, deps.clock, audit);
  return {
    audit,
    staff,
    sessions,
    fourEyes,
    register: (app) => registerStaffRoutes(app, { sessions, staff, audit, fourEyes }),
  };
}
