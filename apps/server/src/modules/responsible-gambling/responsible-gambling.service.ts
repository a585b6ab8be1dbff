/**
 * A member's own limits (docs/product-rules/responsible-gambling.md): reading and changing them, and
 * the deposit allowance the payments module checks under its per-member lock.
 */
import { LIMIT_KINDS, type LimitKind, type SaferPlayData, type SetLimitBody } from '@nyota/contract/api/safer-play';
import type { MarketPreset } from '@nyota/contract/markets';
import type { LimitChange } from '@nyota/contract/staff/player-safer-play-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { sql } from 'kysely';
import { applyChange, effective } from './limit-rules.js';
import { depositRefusal } from './limit-messages.js';
import { LimitChangesRepo } from './limit-changes.repo.js';
import { LimitRefusalsRepo, type Refusal } from './limit-refusals.repo.js';
import { LimitsRepo, type StoredLimit } from './limits.repo.js';
import { periodSpan, type Period } from './periods.js';
import { appendActivity } from '../activity/index.js';

const DEPOSIT_KINDS: readonly { kind: 'deposit_day' | 'deposit_week' | 'deposit_month'; period: Period }[] = [
  { kind: 'deposit_day', period: 'day' },
  { kind: 'deposit_week', period: 'week' },
  { kind: 'deposit_month', period: 'month' },
];

/**
 * How long a refusal by the member's own limit keeps them "limit locked" (no bonus, promotional
 * message or pop-up): 24 hours from the latest refusal, the same span as the cooling-off of a raise.
 */
export const LIMIT_LOCK_MS = 24 * 3_600_000;
/** How long after setting a limit no pop-up presses the player to deposit (eligibility's recent_limit). */
export const RECENT_LIMIT_MS = 24 * 3_600_000;

/** Sums the member's deposits since an instant (in-flight ones count, failed ones do not). */
export type DepositSum = (since: Date) => Promise<number>;

export class ResponsibleGamblingService {
  private readonly repo: LimitsRepo;
  private readonly changes: LimitChangesRepo;
  private readonly refusals: LimitRefusalsRepo;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly market: MarketPreset,
  ) {
    this.repo = new LimitsRepo(db);
    this.changes = new LimitChangesRepo(db);
    this.refusals = new LimitRefusalsRepo(db);
  }

  async view(memberId: string): Promise<SaferPlayData> {
    const now = this.clock.now();
    const stored = await this.repo.forMembers([memberId]);
    return {
      limits: LIMIT_KINDS.map((kind) => {
        const e = effective(
          stored.find((s) => s.kind === kind),
          now,
        );
        return {
          kind,
          value: e.value,
          pending: e.pending ? { value: e.pending.value, effectiveAt: e.pending.effectiveAt.toISOString() } : null,
        };
      }),
      helpline: this.market.helpline,
      timeZone: this.market.timeZone,
    };
  }

  async set(memberId: string, body: SetLimitBody): Promise<SaferPlayData> {
    const next = body.value ?? null;
    await this.db.transaction().execute(async (trx) => {
      // Serialises two changes of one member's limits (a raise and a cut at once keep a clear order).
      await sql`select pg_advisory_xact_lock(7302, hashtext(${`rg:${memberId}`}))`.execute(trx);
      const stored = (await this.repo.forMembers([memberId], trx)).find((s) => s.kind === body.kind);
      const now = this.clock.now();
      const changed = applyChange(memberId, body.kind, stored, next, now);
      await this.repo.upsert(trx, changed, now);
      await this.changes.record(trx, effective(stored, now).value, changed, now);
    });
    return this.view(memberId);
  }

  /** The member's latest limit changes, newest first, for the staff player page. */
  async history(memberId: string, limit = 50): Promise<LimitChange[]> {
    return this.changes.latest(memberId, limit);
  }

  /** Counts refusals for "Limit hits"; a lost count must never turn into a failed deposit or stake. */
  async recordRefusals(refusals: readonly Refusal[]): Promise<void> {
    const at = this.clock.now();
    const facts = refusals.map((r) => ({ kind: 'limit.refused', memberId: r.memberId, at, payload: { limit: r.kind } }) as const);
    await this.refusals.record(refusals, at, (trx) => appendActivity(trx, ...facts)).catch(() => undefined);
  }

  /** The members refused by their own limits most often in the last `days` days. */
  async topRefused(days: number, limit: number): Promise<{ memberId: string; count: number; lastAt: Date }[]> {
    return this.refusals.top(new Date(this.clock.now().getTime() - days * 86_400_000), limit);
  }

  /**
   * A limit lock: the member was refused by one of their own limits (a deposit or a real-money stake,
   * rg_limit_refusals) in the last 24 hours. A pending raise or removal is not a lock. Returns the
   * latest refusal and when the lock ends, or null.
   */
  async limitLock(memberId: string, now = this.clock.now()): Promise<{ lastRefusalAt: Date; until: Date } | null> {
    const last = await this.refusals.latestAfter(memberId, new Date(now.getTime() - LIMIT_LOCK_MS));
    return last ? { lastRefusalAt: last, until: new Date(last.getTime() + LIMIT_LOCK_MS) } : null;
  }

  async isLimitLocked(memberId: string, now = this.clock.now()): Promise<boolean> {
    return (await this.limitLock(memberId, now)) !== null;
  }

  /** Whether the member set, cut or asked to raise a limit in the last 24 hours (not a removal). */
  async recentlySetLimit(memberId: string, now = this.clock.now()): Promise<boolean> {
    return this.changes.setSince(memberId, new Date(now.getTime() - RECENT_LIMIT_MS));
  }

  /** The limits in force now, by kind (absent = none), for many members in one query. */
  async effectiveAmong(memberIds: readonly string[]): Promise<Map<string, Map<LimitKind, number>>> {
    const now = this.clock.now();
    const out = new Map<string, Map<LimitKind, number>>();
    for (const s of await this.repo.forMembers(memberIds)) {
      const value = effective(s, now).value;
      if (value === null) continue;
      const m = out.get(s.memberId) ?? new Map<LimitKind, number>();
      m.set(s.kind, value);
      out.set(s.memberId, m);
    }
    return out;
  }

  /**
   * Throws the refusal (which limit, remaining, when it resets, helpline) when `amount` more would
   * cross a deposit limit. Called inside the deposit's per-member lock, so two deposits at once are
   * counted one after the other.
   */
  async assertDepositAllowed(db: Db, memberId: string, amount: number, sumSince: DepositSum): Promise<void> {
    const stored: StoredLimit[] = await this.repo.forMembers([memberId], db);
    const now = this.clock.now();
    for (const { kind, period } of DEPOSIT_KINDS) {
      const limit = effective(
        stored.find((s) => s.kind === kind),
        now,
      ).value;
      if (limit === null) continue;
      const span = periodSpan(period, now, this.market.timeZone);
      const used = await sumSince(span.start);
      if (used + amount > limit) {
        // Not awaited: the deposit's transaction rolls back with the refusal, and on PGlite's one
        // connection an awaited write here would wait for that transaction; it runs once it ends.
        void this.recordRefusals([{ memberId, kind }]);
        throw depositRefusal({ kind, limit, used, resetsAt: span.end }, this.market);
      }
    }
  }
}
