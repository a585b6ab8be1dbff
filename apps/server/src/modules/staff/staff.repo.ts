/** SQL of staff accounts, roles, sessions and sign-in failures (0019). */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { StaffAccounts, StaffRoles } from '../../platform/db/schema.generated.js';

type Handle = Kysely<Database>;
export type StaffAccountRow = Selectable<StaffAccounts>;
export type StaffRoleRow = Selectable<StaffRoles>;

export interface SessionWithStaff {
  sessionId: string;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
  staffId: string;
  username: string;
  role: string;
  active: boolean;
  permissions: string[];
}

export class StaffRepo {
  async accountByUsername(db: Handle, username: string): Promise<StaffAccountRow | undefined> {
    return db.selectFrom('staff_accounts').selectAll().where('username', '=', username).executeTakeFirst();
  }

  async accountById(db: Handle, id: string, lock = false): Promise<StaffAccountRow | undefined> {
    const q = db.selectFrom('staff_accounts').selectAll().where('id', '=', id);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  async listAccounts(db: Handle): Promise<StaffAccountRow[]> {
    return db.selectFrom('staff_accounts').selectAll().orderBy('username').execute();
  }

  /** Null when the username is taken. */
  async insertAccount(
    db: Handle,
    a: { username: string; passwordHash: string; totpSecret: string; role: string; now: Date },
  ): Promise<StaffAccountRow | null> {
    const row = await db
      .insertInto('staff_accounts')
      .values({ username: a.username, password_hash: a.passwordHash, totp_secret: a.totpSecret, role: a.role, created_at: a.now })
      .onConflict((oc) => oc.column('username').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  async setActive(db: Handle, id: string, active: boolean): Promise<void> {
    await db.updateTable('staff_accounts').set({ active }).where('id', '=', id).execute();
  }

  /** Takes the step only if it is newer than the last one used: false when the code was used. */
  async takeTotpStep(db: Handle, id: string, step: number): Promise<boolean> {
    const r = await db
      .updateTable('staff_accounts')
      .set({ totp_last_step: String(step) })
      .where('id', '=', id)
      .where('totp_last_step', '<', String(step))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async roles(db: Handle): Promise<StaffRoleRow[]> {
    return db.selectFrom('staff_roles').selectAll().orderBy('name').execute();
  }

  async role(db: Handle, name: string, lock = false): Promise<StaffRoleRow | undefined> {
    const q = db.selectFrom('staff_roles').selectAll().where('name', '=', name);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  /** Active staff whose role grants `permission`. */
  async countActiveWith(db: Handle, permission: string): Promise<number> {
    const r = await db
      .selectFrom('staff_accounts as a')
      .innerJoin('staff_roles as r', 'r.name', 'a.role')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('a.active', '=', true)
      .where(sql<boolean>`${permission} = any(r.permissions)`)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertRoleIfMissing(db: Handle, name: string, permissions: readonly string[]): Promise<void> {
    await db
      .insertInto('staff_roles')
      .values({ name, permissions: [...permissions] })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  async setRolePermissions(db: Handle, name: string, permissions: readonly string[], now: Date): Promise<void> {
    await db
      .updateTable('staff_roles')
      .set({ permissions: [...permissions], updated_at: now })
      .where('name', '=', name)
      .execute();
  }

  async failure(db: Handle, username: string, source: string): Promise<{ failures: number; blockedUntil: Date } | undefined> {
    const row = await db
      .selectFrom('staff_sign_in_failures')
      .select(['failures', 'blocked_until'])
      .where('username', '=', username)
      .where('source', '=', source)
      .executeTakeFirst();
    return row && { failures: row.failures, blockedUntil: row.blocked_until };
  }

  async saveFailure(db: Handle, f: { username: string; source: string; failures: number; blockedUntil: Date }): Promise<void> {
    await db
      .insertInto('staff_sign_in_failures')
      .values({ username: f.username, source: f.source, failures: f.failures, blocked_until: f.blockedUntil })
      .onConflict((oc) => oc.columns(['username', 'source']).doUpdateSet({ failures: f.failures, blocked_until: f.blockedUntil }))
      .execute();
  }

  async clearFailures(db: Handle, username: string, source: string): Promise<void> {
    await db.deleteFrom('staff_sign_in_failures').where('username', '=', username).where('source', '=', source).execute();
  }

  async insertSession(db: Handle, s: { tokenHash: string; csrfToken: string; staffId: string; now: Date }): Promise<string> {
    const row = await db
      .insertInto('staff_sessions')
      .values({ token_hash: s.tokenHash, csrf_token: s.csrfToken, staff_id: s.staffId, created_at: s.now, last_seen_at: s.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async sessionByTokenHash(db: Handle, tokenHash: string): Promise<SessionWithStaff | undefined> {
    const row = await db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
      .innerJoin('staff_roles as r', 'r.name', 'a.role')
      .select([
        's.id as sessionId',
        's.csrf_token as csrfToken',
        's.created_at as createdAt',
        's.last_seen_at as lastSeenAt',
        'a.id as staffId',
        'a.username',
        'a.role',
        'a.active',
        'r.permissions',
      ])
      .where('s.token_hash', '=', tokenHash)
      .where('s.ended_at', 'is', null)
      .executeTakeFirst();
    return row;
  }

  async touchSession(db: Handle, sessionId: string, now: Date): Promise<void> {
    await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  }

  async endSession(db: Handle, sessionId: string, now: Date): Promise<void> {
    await db
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
  }

  async endSessionsOf(db: Handle, staffId: string, now: Date): Promise<void> {
    await db
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('staff_id', '=', staffId)
      .where('ended_at', 'is', null)
      .execute();
  }
}
