/**
 * Cash rain for players (docs/product-rules/cash-rain.md): today's rounds with their commitments,
 * a round's draw status (its seed and claims once ended), the member's status, and the one grab.
 * A grab takes the next free packet of the round (pre-cut, SKIP LOCKED) and pays it through the
 * rewards module in the same transaction, so a packet is paid once, a member is paid once per round
 * (UNIQUE, and the reward key), and a round never pays more than its packets, which sum to its pot.
 */
import { performance } from 'node:perf_hooks';
import {
  CASH_RAIN_GIFT_CASH,
  CashRainMemberStatus,
  CashRainStatus,
  type CashRainAward,
  type CashRainCfg,
  type CashRainDrawStatus,
  type CashRainDuration,
} from '@nyota/contract/api/cash-rain';
import { ErrorCode } from '@nyota/contract/error-codes';
import { CASH_RAIN_DEFAULT_TIERS } from '@nyota/fairness/cash-rain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { startOfLocalDay } from '../../platform/time/local-day.js';
import type { EligibilityService } from '../eligibility/index.js';
import { sqlState } from '../ledger/index.js';
import { BonusType, type RewardsService } from '../rewards/index.js';
import { CashRainRoundsRepo, type RoundRow } from './cash-rain-rounds.repo.js';
import { CASH_RAIN_CAMPAIGN, readCashRainSettings } from './cash-rain-settings.js';

export interface CashRainDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: Pick<RewardsService, 'grant' | 'publish'>;
  eligibility: Pick<EligibilityService, 'check'>;
  /** Whether the member has a successful deposit (payments). */
  hasDeposited: (memberId: string) => Promise<boolean>;
}

const UNIQUE_VIOLATION = '23505';
/**
 * After a grab found no free packet, this node answers "empty" without a transaction for a moment:
 * at the top of a round thousands of grabs arrive after the packets are gone. A packet freed later
 * (a grab whose payment failed and rolled back) is found again once the moment has passed.
 */
const EMPTY_MEMO_MS = 1_000;
const DAY_MS = 86_400_000;

type RoundStatus = 1 | 2 | -1;

function statusOf(r: RoundRow, now: Date): RoundStatus {
  if (now < r.beginsAt) return CashRainStatus.WAITING;
  return now < r.endsAt ? CashRainStatus.ON_TIME : CashRainStatus.ENDED;
}

const empty = () => new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.cash_rain_empty');

const award = (p: { place: number; amount: number }): CashRainAward => ({
  giftType: CASH_RAIN_GIFT_CASH,
  giftAmount: p.amount,
  cashAmount: p.amount,
  place: p.place,
});

export class CashRainService {
  readonly rounds = new CashRainRoundsRepo();
  /** When (performance time) a grab of each round last found no free packet on this node. */
  private readonly emptyAt = new Map<number, number>();

  constructor(private readonly d: CashRainDeps) {}

  async cfg(memberId: string | null): Promise<CashRainCfg> {
    const now = this.d.clock.now();
    const dayStart = startOfLocalDay(now, this.d.timeZone);
    const dayEnd = startOfLocalDay(new Date(dayStart.getTime() + DAY_MS + DAY_MS / 2), this.d.timeZone);
    const [settings, today, memberStatus] = await Promise.all([
      readCashRainSettings(this.d.db),
      this.rounds.between(this.d.db, dayStart, dayEnd),
      this.memberStatus(memberId),
    ]);
    const durations = today.map((r) => this.duration(r, now));
    const status = durations.some((r) => r.status === CashRainStatus.ON_TIME)
      ? CashRainStatus.ON_TIME
      : durations.some((r) => r.status === CashRainStatus.WAITING)
        ? CashRainStatus.WAITING
        : CashRainStatus.FINISHED;
    if (status === CashRainStatus.FINISHED) {
      const next = await this.rounds.next(this.d.db, now);
      if (next) durations.push(this.duration(next, now));
    }
    const shown = today.find((r) => statusOf(r, now) !== CashRainStatus.ENDED);
    return {
      title: settings.title,
      status,
      durations,
      memberStatus,
      tiers: shown?.tiers ?? [...CASH_RAIN_DEFAULT_TIERS],
      serverTime: now.toISOString(),
    };
  }

  /** 0 may join, 1 deposit first, 2 held back by eligibility, 3 guest. */
  async memberStatus(memberId: string | null): Promise<number> {
    if (memberId === null) return CashRainMemberStatus.GUEST;
    if (!(await this.d.eligibility.check(memberId, { purpose: 'bonus' })).ok) return CashRainMemberStatus.RESTRICTED;
    return (await this.d.hasDeposited(memberId)) ? CashRainMemberStatus.OK : CashRainMemberStatus.DEPOSIT_FIRST;
  }

  async drawStatus(id: number, memberId: string | null): Promise<CashRainDrawStatus> {
    const round = await this.round(id);
    const now = this.d.clock.now();
    const status = statusOf(round, now);
    const ended = status === CashRainStatus.ENDED;
    const [settings, totals, mine, claims] = await Promise.all([
      readCashRainSettings(this.d.db),
      this.rounds.totals(this.d.db, id),
      memberId ? this.rounds.packetOf(this.d.db, id, memberId) : Promise.resolve(undefined),
      ended ? this.rounds.claimsOf(this.d.db, id) : Promise.resolve([]),
    ]);
    return {
      ...this.duration(round, now),
      title: settings.title,
      endCountdown: Math.max(0, round.endsAt.getTime() - now.getTime()),
      seed: ended ? round.seed : null,
      claimed: totals.claimed,
      paid: totals.paid,
      tiers: round.tiers,
      award: mine ? award(mine) : null,
      claims: claims.map((c) => ({ place: c.place, amount: c.amount, mine: c.memberId === memberId })),
    };
  }

  /** The member's one grab of an on-time round; a repeat answers the first award. */
  async gifts(memberId: string, id: number): Promise<CashRainAward> {
    const round = await this.round(id);
    if (statusOf(round, this.d.clock.now()) !== CashRainStatus.ON_TIME) {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.cash_rain_not_on_time');
    }
    const first = await this.rounds.packetOf(this.d.db, id, memberId);
    if (first) return award(first);
    if (performance.now() - (this.emptyAt.get(id) ?? -Infinity) < EMPTY_MEMO_MS) throw empty();
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    if (!(await this.d.hasDeposited(memberId))) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.cash_rain_deposit_first');
    try {
      return await this.grab(memberId, id);
    } catch (err) {
      // The member's other grab of this round won the race: answer its award.
      const again = sqlState(err) === UNIQUE_VIOLATION ? await this.rounds.packetOf(this.d.db, id, memberId) : undefined;
      if (again) return award(again);
      throw err;
    }
  }

  private async grab(memberId: string, id: number): Promise<CashRainAward> {
    const { packet, balances } = await this.d.db.transaction().execute(async (trx) => {
      await this.rounds.lockMember(trx, id, memberId);
      const mine = await this.rounds.packetOf(trx, id, memberId);
      if (mine) return { packet: mine, balances: [] };
      const got = await this.rounds.grab(trx, id, memberId, this.d.clock.now());
      if (!got) {
        this.emptyAt.set(id, performance.now());
        throw empty();
      }
      const outcome = await this.d.rewards.grant(
        {
          campaign: CASH_RAIN_CAMPAIGN,
          memberId,
          source: { kind: 'cash-rain', id: String(id), period: 'once' },
          bonusType: BonusType.CASH,
          amount: got.amount,
        },
        { trx },
      );
      return { packet: got, balances: outcome.balances };
    });
    await this.d.rewards.publish({ balances });
    return award(packet);
  }

  private async round(id: number): Promise<RoundRow> {
    const round = await this.rounds.byId(this.d.db, id);
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, 'errors.cash_rain_unknown');
    return round;
  }

  private duration(r: RoundRow, now: Date): CashRainDuration {
    return {
      id: r.id,
      begin: r.beginsAt.toISOString(),
      end: r.endsAt.toISOString(),
      status: statusOf(r, now),
      beginCountdown: Math.max(0, r.beginsAt.getTime() - now.getTime()),
      seedHash: r.seedHash,
      pot: r.pot,
      packets: r.packets,
    };
  }
}
