import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface OpenOtp {
  id: string;
  codeHash: string;
  wrongTries: number;
  expiresAt: Date;
}

export interface NewOtp {
  mobile: string;
  codeHash: string;
  ip: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Advisory lock classes (two-int form, apart from any single-bigint keys such as the leader lock). */
const LOCK_CLASS_OTP_MOBILE = 26001;
const LOCK_CLASS_OTP_IP = 26002;

export class OtpRepo {
  constructor(private readonly db: Db) {}

  /** Runs fn in one transaction with a repo bound to it. */
  async inTransaction<T>(fn: (repo: OtpRepo) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new OtpRepo(trx)));
  }

  /** Serialises code requests and checks per number (and per address), until the transaction ends. */
  async lock(mobile: string, ip: string | null): Promise<void> {
    await sql`select pg_advisory_xact_lock(${LOCK_CLASS_OTP_MOBILE}::int, hashtext(${mobile}))`.execute(this.db);
    if (ip !== null) await sql`select pg_advisory_xact_lock(${LOCK_CLASS_OTP_IP}::int, hashtext(${ip}))`.execute(this.db);
  }

  async lastCreatedAt(mobile: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('otp_codes')
      .select('created_at')
      .where('mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row ? new Date(row.created_at) : undefined;
  }

  async countForMobileSince(mobile: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('otp_codes')
      .select(sql<string>`count(*)`.as('n'))
      .where('mobile', '=', mobile)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countForIpSince(ip: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('otp_codes')
      .select(sql<string>`count(*)`.as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(o: NewOtp): Promise<string> {
    const row = await this.db
      .insertInto('otp_codes')
      .values({ mobile: o.mobile, code_hash: o.codeHash, ip: o.ip, created_at: o.createdAt, expires_at: o.expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('otp_codes').where('id', '=', id).execute();
  }

  /** Closes every other open code of the number: only the newest delivered code works. */
  async retireOthers(mobile: string, keepId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('otp_codes')
      .set({ consumed_at: now })
      .where('mobile', '=', mobile)
      .where('id', '<>', keepId)
      .where('consumed_at', 'is', null)
      .execute();
  }

  async newestOpen(mobile: string): Promise<OpenOtp | undefined> {
    const row = await this.db
      .selectFrom('otp_codes')
      .select(['id', 'code_hash', 'wrong_tries', 'expires_at'])
      .where('mobile', '=', mobile)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return undefined;
    return { id: String(row.id), codeHash: row.code_hash, wrongTries: row.wrong_tries, expiresAt: new Date(row.expires_at) };
  }

  async addWrongTry(id: string): Promise<number> {
    const row = await this.db
      .updateTable('otp_codes')
      .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
      .where('id', '=', id)
      .returning('wrong_tries')
      .executeTakeFirstOrThrow();
    return row.wrong_tries;
  }

  async consume(id: string, now: Date): Promise<void> {
    await this.db.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', id).execute();
  }

  /** Records one wrong code and drops the rows the rolling window no longer counts. */
  async addWrongCode(mobile: string, ip: string, now: Date, windowStart: Date): Promise<void> {
    await this.db.deleteFrom('otp_wrong_codes').where('at', '<=', windowStart).execute();
    await this.db.insertInto('otp_wrong_codes').values({ mobile, ip, at: now }).execute();
  }

  /**
   * The times of the wrong codes after `since` for the number (or the address), oldest first, at
   * most `limit` of them: enough to tell whether the cap is reached and when it lifts.
   */
  async wrongCodeTimes(by: 'mobile' | 'ip', value: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('otp_wrong_codes')
      .select('at')
      .where(by, '=', value)
      .where('at', '>', since)
      .orderBy('at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => new Date(r.at)).reverse();
  }
}
