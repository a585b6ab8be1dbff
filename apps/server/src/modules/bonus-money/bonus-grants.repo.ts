/** bonus_grants: Kysely only (migration 0037). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { contributionsSchema, type Contributions } from './bonus-terms.js';

export type GrantStatus = 'queued' | 'active' | 'completed' | 'expired' | 'forfeited';
const STATUSES: readonly GrantStatus[] = ['queued', 'active', 'completed', 'expired', 'forfeited'];

export interface BonusGrant {
  id: string;
  memberId: string;
  rewardId: string;
  campaign: string;
  amount: number;
  wageringMultiple: number;
  wageringRequired: number;
  wagered: number;
  contributions: Contributions;
  maxStake: number;
  maxConversion: number;
  expiresAt: Date;
  status: GrantStatus;
  converted: number | null;
  createdAt: Date;
  activatedAt: Date | null;
  endedAt: Date | null;
}

export type NewGrant = Omit<BonusGrant, 'id' | 'wagered' | 'status' | 'converted' | 'activatedAt' | 'endedAt'>;

interface Row {
  id: string;
  member_id: string;
  reward_id: string;
  campaign: string;
  amount: string;
  wagering_multiple: number;
  wagering_required: string;
  wagered: string;
  contributions: unknown;
  max_stake: string;
  max_conversion: string;
  expires_at: Date;
  status: string;
  converted: string | null;
  created_at: Date;
  activated_at: Date | null;
  ended_at: Date | null;
}

function toGrant(r: Row): BonusGrant {
  const status = STATUSES.find((s) => s === r.status);
  const contributions = contributionsSchema.safeParse(r.contributions);
  if (!status || !contributions.success) throw new Error(`bonus grant ${r.id} does not parse`);
  return {
    id: r.id,
    memberId: r.member_id,
    rewardId: r.reward_id,
    campaign: r.campaign,
    amount: Number(r.amount),
    wageringMultiple: r.wagering_multiple,
    wageringRequired: Number(r.wagering_required),
    wagered: Number(r.wagered),
    contributions: contributions.data,
    maxStake: Number(r.max_stake),
    maxConversion: Number(r.max_conversion),
    expiresAt: r.expires_at,
    status,
    converted: r.converted === null ? null : Number(r.converted),
    createdAt: r.created_at,
    activatedAt: r.activated_at,
    endedAt: r.ended_at,
  };
}

export class BonusGrantsRepo {
  async insert(trx: Db, g: NewGrant): Promise<BonusGrant> {
    const row = await trx
      .insertInto('bonus_grants')
      .values({
        member_id: g.memberId,
        reward_id: g.rewardId,
        campaign: g.campaign,
        amount: g.amount,
        wagering_multiple: g.wageringMultiple,
        wagering_required: g.wageringRequired,
        contributions: JSON.stringify(g.contributions),
        max_stake: g.maxStake,
        max_conversion: g.maxConversion,
        expires_at: g.expiresAt,
        status: 'queued',
        created_at: g.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toGrant(row);
  }

  async byReward(db: Db, rewardId: string): Promise<BonusGrant | undefined> {
    const row = await db.selectFrom('bonus_grants').selectAll().where('reward_id', '=', rewardId).executeTakeFirst();
    return row ? toGrant(row) : undefined;
  }

  async active(db: Db, memberId: string, lock = false): Promise<BonusGrant | undefined> {
    let q = db.selectFrom('bonus_grants').selectAll().where('member_id', '=', memberId).where('status', '=', 'active');
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row ? toGrant(row) : undefined;
  }

  /**
   * The active grant of each of these members that has one: locked for the wagering consumer's
   * transaction, unlocked (`lock: false`) for the progress pushes after commit.
   */
  async activeAmong(db: Db, memberIds: readonly string[], { lock = true } = {}): Promise<BonusGrant[]> {
    if (memberIds.length === 0) return [];
    let q = db
      .selectFrom('bonus_grants')
      .selectAll()
      .where('member_id', 'in', [...memberIds])
      .where('status', '=', 'active')
      // Locked in id order, like lockMany, so two transactions locking several grants cannot deadlock.
      .orderBy('id');
    if (lock) q = q.forUpdate();
    return (await q.execute()).map(toGrant);
  }

  /** Locks these grants, in id order (see activeAmong). */
  async lockMany(trx: Db, ids: readonly string[]): Promise<BonusGrant[]> {
    if (ids.length === 0) return [];
    const rows = await trx
      .selectFrom('bonus_grants')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map(toGrant);
  }

  /** The oldest queued grant not yet expired at `now`. */
  async nextQueued(db: Db, memberId: string, now: Date): Promise<BonusGrant | undefined> {
    const row = await db
      .selectFrom('bonus_grants')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '=', 'queued')
      .where('expires_at', '>', now)
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    return row ? toGrant(row) : undefined;
  }

  async markActive(trx: Db, id: string, at: Date): Promise<void> {
    await trx.updateTable('bonus_grants').set({ status: 'active', activated_at: at }).where('id', '=', id).execute();
  }

  /** Adds each grant's wagering in one statement (a batch of bets touches many grants); new totals by id. */
  async addWageredMany(trx: Db, adds: readonly { id: string; amount: number }[]): Promise<Map<string, number>> {
    if (adds.length === 0) return new Map();
    const { rows } = await sql<{ id: string; wagered: string }>`
      update bonus_grants as g set wagered = g.wagered + v.amount
      from (select unnest(${adds.map((a) => a.id)}::bigint[]) as id, unnest(${adds.map((a) => a.amount)}::bigint[]) as amount) as v
      where g.id = v.id
      returning g.id::text as id, g.wagered::text as wagered`.execute(trx);
    return new Map(rows.map((r) => [r.id, Number(r.wagered)]));
  }

  /** Ends an open grant; false when it was not in `from` any more (another path ended it). */
  async end(
    trx: Db,
    id: string,
    from: readonly GrantStatus[],
    to: 'completed' | 'expired' | 'forfeited',
    at: Date,
    converted: number | null,
  ): Promise<boolean> {
    const r = await trx
      .updateTable('bonus_grants')
      .set({ status: to, ended_at: at, converted })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Open grants past their expiry, oldest first. */
  async due(db: Db, now: Date, limit: number): Promise<BonusGrant[]> {
    const rows = await db
      .selectFrom('bonus_grants')
      .selectAll()
      .where('status', 'in', ['queued', 'active'])
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
    return rows.map(toGrant);
  }

  /** Marks open grants expiring in (now, until] not yet warned; the ones marked. */
  async markExpiryWarned(trx: Db, now: Date, until: Date, limit: number): Promise<BonusGrant[]> {
    const rows = await trx
      .updateTable('bonus_grants')
      .set({ expiry_warned_at: now })
      .where('id', 'in', (q) =>
        q
          .selectFrom('bonus_grants')
          .select('id')
          .where('status', 'in', ['queued', 'active'])
          .where('expiry_warned_at', 'is', null)
          .where('expires_at', '>', now)
          .where('expires_at', '<=', until)
          .orderBy('expires_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
    return rows.map(toGrant);
  }

  async forMember(db: Db, memberId: string, limit: number): Promise<BonusGrant[]> {
    const rows = await db
      .selectFrom('bonus_grants')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toGrant);
  }

  async lock(trx: Db, id: string): Promise<BonusGrant | undefined> {
    const row = await trx.selectFrom('bonus_grants').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toGrant(row) : undefined;
  }
}
