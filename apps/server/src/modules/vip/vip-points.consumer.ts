/**
 * VIP points from the activity stream (docs/product-rules/vip.md): each settled real-money bet
 * (cash unit; its bonus-money part counts too) earns a point per currency unit staked, ten on the
 * market's public holidays, in the market year of its settle time. A batch is folded in memory
 * and written with one upsert of every (member, year) it touched, so the consumer keeps up with
 * game load; a level that rises is recorded, appended as `vip.level_changed` in the same
 * transaction, and pushed (VIP/Change) after commit.
 */
import type { MarketCode } from '@nyota/contract/markets';
import type { VipSettings } from '@nyota/contract/staff/vip-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { appendActivity, type ActivityConsumer, type ActivityEvent, type ActivityOf } from '../activity/index.js';
import { VipPointsRepo, type VipLevelChangeRow, type VipPointsRow } from './vip-points.repo.js';
import { heldLevel, levelFor, marketDate, pointsFor } from './vip-rules.js';
import { readVipSettings } from './vip-settings.js';

export const VIP_POINTS_CONSUMER = 'vip-points';

export type VipLevelAnnouncer = (changes: readonly VipLevelChangeRow[]) => Promise<void>;

type Bet = ActivityOf<'bet.settled'>;

const isRealBet = (e: ActivityEvent): e is Bet => e.kind === 'bet.settled' && e.payload.unit === 'cash' && e.payload.stake > 0;
const keyOf = (memberId: string, year: number) => `${memberId}:${year}`;

/** The batch's working copy of the rows it reads and changes. */
class YearBook {
  readonly touched = new Set<string>();
  private readonly rows = new Map<string, VipPointsRow>();

  constructor(rows: readonly VipPointsRow[]) {
    for (const r of rows) this.rows.set(keyOf(r.memberId, r.year), r);
  }

  get(memberId: string, year: number): VipPointsRow {
    const key = keyOf(memberId, year);
    let row = this.rows.get(key);
    if (!row) {
      row = { memberId, year, points: 0, level: 0, levelReachedAt: null };
      this.rows.set(key, row);
    }
    return row;
  }

  peek(memberId: string, year: number): VipPointsRow | undefined {
    return this.rows.get(keyOf(memberId, year));
  }

  written(): VipPointsRow[] {
    return [...this.touched].flatMap((k) => this.rows.get(k) ?? []);
  }
}

/** Adds each bet's points, oldest first; returns each member-year's level rise in this batch. */
function fold(book: YearBook, bets: readonly { bet: Bet; year: number; points: number }[], settings: VipSettings) {
  const rises = new Map<string, VipLevelChangeRow>();
  for (const { bet, year, points } of bets) {
    const row = book.get(bet.memberId, year);
    const lastYear = book.peek(bet.memberId, year - 1);
    const before = heldLevel(row, lastYear);
    row.points += points;
    const earned = levelFor(row.points, settings);
    if (earned > row.level) {
      row.level = earned;
      row.levelReachedAt = bet.at;
    }
    book.touched.add(keyOf(bet.memberId, year));
    const after = heldLevel(row, lastYear);
    if (after <= before) continue;
    const key = keyOf(bet.memberId, year);
    const from = rises.get(key)?.from ?? before;
    rises.set(key, { memberId: bet.memberId, year, from, to: after, points: row.points, at: bet.at });
  }
  return [...rises.values()];
}

export function vipPointsConsumer(d: {
  clock: Clock;
  market: MarketCode;
  timeZone: string;
  announce: VipLevelAnnouncer;
}): ActivityConsumer {
  const repo = new VipPointsRepo();
  let rises: VipLevelChangeRow[] = [];
  return {
    name: VIP_POINTS_CONSUMER,
    async apply(trx: Db, events) {
      rises = [];
      const bets = events.filter(isRealBet).map((bet) => {
        const { day, year } = marketDate(bet.at, d.timeZone);
        return { bet, year, points: pointsFor(bet.payload.stake, d.market, day) };
      });
      if (bets.length === 0) return;
      const members = [...new Set(bets.map((b) => b.bet.memberId))];
      const years = [...new Set(bets.flatMap((b) => [b.year, b.year - 1]))];
      const book = new YearBook(await repo.forMembers(trx, members, years));
      const found = fold(book, bets, await readVipSettings(trx));
      await repo.upsert(trx, book.written(), d.clock.now());
      await repo.insertChanges(trx, found);
      const facts = found.map((c) => ({
        kind: 'vip.level_changed' as const,
        memberId: c.memberId,
        at: c.at,
        payload: { from: c.from, to: c.to, year: c.year, score: c.points },
      }));
      if (facts.length > 0) await appendActivity(trx, ...facts);
      rises = found;
    },
    async afterCommit() {
      const done = rises;
      rises = [];
      if (done.length > 0) await d.announce(done);
    },
  };
}
