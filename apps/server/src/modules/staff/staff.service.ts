/**
 * Staff accounts and roles: list, create (with a one-time password and TOTP enrolment), disable,
 * and role editing. Each change writes its audit row in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_ROLES, type Permission } from '@nyota/contract/staff/permissions';
import type { StaffMember, StaffRole } from '@nyota/contract/staff/schemas';
import type { Database } from '../../platform/db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PasswordHasher } from '../auth/index.js';
import type { AuditService } from './audit.service.js';
import { StaffRepo, type StaffAccountRow } from './staff.repo.js';
import { knownPermissions } from './staff-sessions.service.js';
import { newTotpSecret, totpUri } from './totp.js';

/** Who acts: a signed-in staff member, or null for the CLI. */
export interface Actor {
  id: string;
  username: string;
}

export interface CreatedStaff {
  member: StaffMember;
  password: string;
  totpSecret: string;
  totpUri: string;
}

function toMember(r: StaffAccountRow): StaffMember {
  return { id: r.id, username: r.username, role: r.role, active: r.active, createdAt: r.created_at.toISOString() };
}

export class StaffService {
  private readonly repo = new StaffRepo();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<StaffMember[]> {
    return (await this.repo.listAccounts(this.db)).map(toMember);
  }

  async roles(): Promise<StaffRole[]> {
    await this.ensureDefaultRoles();
    return (await this.repo.roles(this.db)).map((r) => ({ name: r.name, permissions: knownPermissions(r.permissions) }));
  }

  /** The default roles, added where missing (never overwriting an admin's edits). */
  async ensureDefaultRoles(): Promise<void> {
    for (const [name, permissions] of Object.entries(DEFAULT_ROLES)) {
      await this.repo.insertRoleIfMissing(this.db, name, permissions);
    }
  }

  /** Creates an account; password and TOTP secret are generated unless given, and returned once. */
  async create(
    actor: Actor | null,
    a: { username: string; role: string; reason: string; password?: string; totpSecret?: string },
  ): Promise<CreatedStaff> {
    await this.ensureDefaultRoles();
    const password = a.password ?? randomBytes(15).toString('base64url');
    const passwordHash = await this.hasher.hash(password);
    // A given secret only where a test's authenticator must know it in advance (e2e seeding).
    const totpSecret = a.totpSecret ?? newTotpSecret();
    const row = await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.role(trx, a.role))) throw new AppError(ErrorCode.STAFF_ROLE_UNKNOWN, 'errors.staff_role_unknown');
      const created = await this.repo.insertAccount(trx, {
        username: a.username,
        passwordHash,
        totpSecret,
        role: a.role,
        now: this.clock.now(),
      });
      if (!created) throw new AppError(ErrorCode.STAFF_USERNAME_TAKEN, 'errors.staff_username_taken');
      await this.audit.append(trx, {
        actorId: actor?.id ?? null,
        actor: actor?.username ?? 'cli',
        action: 'staff.create',
        target: created.username,
        after: { username: created.username, role: created.role, active: true },
        reason: a.reason,
      });
      return created;
    });
    return { member: toMember(row), password, totpSecret, totpUri: totpUri(totpSecret, row.username) };
  }

  async disable(actor: Actor, id: string, reason: string): Promise<StaffMember> {
    if (actor.id === id) throw new AppError(ErrorCode.STAFF_SELF_DISABLE, 'errors.staff_self_disable');
    return this.db.transaction().execute(async (trx) => {
      const row = await this.repo.accountById(trx, id, true);
      if (!row) throw new AppError(ErrorCode.STAFF_NOT_FOUND, 'errors.staff_not_found');
      await this.repo.setActive(trx, id, false);
      await this.repo.endSessionsOf(trx, id, this.clock.now());
      await this.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'staff.disable',
        target: row.username,
        before: { active: row.active },
        after: { active: false },
        reason,
      });
      await this.keepRoleManager(trx);
      return toMember({ ...row, active: false });
    });
  }

  async editRole(actor: Actor, a: { name: string; permissions: readonly Permission[]; reason: string }): Promise<StaffRole> {
    const permissions = [...new Set(a.permissions)].sort();
    return this.db.transaction().execute(async (trx) => {
      const role = await this.repo.role(trx, a.name, true);
      if (!role) throw new AppError(ErrorCode.STAFF_ROLE_UNKNOWN, 'errors.staff_role_unknown');
      await this.repo.setRolePermissions(trx, a.name, permissions, this.clock.now());
      await this.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'role.edit',
        target: a.name,
        before: { permissions: role.permissions },
        after: { permissions },
        reason: a.reason,
      });
      await this.keepRoleManager(trx);
      return { name: a.name, permissions };
    });
  }

  /**
   * Nobody could ever fix the roles again were the last active holder of roles.manage to lose it.
   * Checked after the audit append, which serialises staff changes on the audit head, so two edits
   * at once cannot each leave the other's holder as the last one.
   */
  private async keepRoleManager(trx: Kysely<Database>): Promise<void> {
    if ((await this.repo.countActiveWith(trx, 'roles.manage')) === 0)
      throw new AppError(ErrorCode.STAFF_LAST_ROLE_MANAGER, 'errors.staff_last_role_manager');
  }
}
