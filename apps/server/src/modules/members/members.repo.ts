import type { Db } from '../../platform/db/database.js';
import type { MemberRow } from '../../platform/db/schema.js';

export interface NewMember {
  mobile: string;
  passwordHash: string;
  inviteCode: string;
  referrerCode: string | null;
  shareChannel: string | null;
  language: string;
  createdAt: Date;
}

export class MembersRepo {
  constructor(private readonly db: Db) {}

  async findByMobile(mobile: string): Promise<MemberRow | undefined> {
    return this.db.selectFrom('members').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  }

  async findById(id: string): Promise<MemberRow | undefined> {
    return this.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Members whose E.164 number starts with these digits, newest first. */
  async findByMobilePrefix(prefix: string, limit: number): Promise<MemberRow[]> {
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('mobile', 'like', `${prefix}%`)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async findMany(ids: readonly string[]): Promise<MemberRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('members')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('id', 'desc')
      .execute();
  }

  async findByInviteCode(code: string): Promise<MemberRow | undefined> {
    return this.db.selectFrom('members').selectAll().where('invite_code', '=', code).executeTakeFirst();
  }

  async inviteCodeExists(code: string): Promise<boolean> {
    const row = await this.db.selectFrom('members').select('id').where('invite_code', '=', code).executeTakeFirst();
    return row !== undefined;
  }

  async insert(m: NewMember, db: Db = this.db): Promise<string> {
    const row = await db
      .insertInto('members')
      .values({
        mobile: m.mobile,
        password_hash: m.passwordHash,
        invite_code: m.inviteCode,
        referrer_code: m.referrerCode,
        share_channel: m.shareChannel,
        language: m.language,
        created_at: m.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async setPasswordHash(id: string, hash: string): Promise<void> {
    await this.db.updateTable('members').set({ password_hash: hash }).where('id', '=', id).execute();
  }

  /** Moves the current login time to previous_login_at (SET reads the old row) and returns the row. */
  async recordLogin(id: string, now: Date, db: Db = this.db): Promise<MemberRow | undefined> {
    return db
      .updateTable('members')
      .set((eb) => ({ previous_login_at: eb.ref('last_login_at'), last_login_at: now }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}
