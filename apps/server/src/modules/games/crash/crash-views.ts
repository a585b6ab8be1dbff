/**
 * How the engine's state and rows are shown to callers: the snapshot of the round in play, a
 * member's bet, a bet record for recall, the limits in force. Pure mappings; outcomes (crash point,
 * game hash) appear only once a round has ended.
 */
import type {
  CrashLimits,
  CrashMemberBet,
  CrashMyBets,
  CrashPublicBet,
  CrashQueuedBet,
  CrashSnapshot,
} from '@nyota/contract/api/crash';
import type { BetRow } from './crash-bets.repo.js';
import type { CrashConfig } from './crash-config.js';
import type { RecentRound } from './crash-engine-context.js';
import { CAP } from './crash-math.js';
import type { LiveBet, LiveRound } from './crash-round.js';
import type { RoundRow } from './crash-rounds.repo.js';

type CrashMyBet = CrashMyBets['list'][number];

/** A member's bet with its round, for recall: the contract's record plus what only the server reads. */
export type BetRecord = Omit<CrashMyBet, 'round'> & {
  cashoutAt: number | null;
  balanceBefore: number | null;
  balanceAfter: number | null;
  round: CrashMyBet['round'] & { startedAt: number | null; endedAt: number | null };
};

export interface SnapshotSource {
  now: number;
  round: LiveRound | null;
  config: CrashConfig | null;
  history: readonly RecentRound[];
  /** The member's queued bets. */
  queued: CrashQueuedBet[];
  memberId: string | null;
}

export function snapshotOf({ now, round, config, history, queued, memberId }: SnapshotSource): CrashSnapshot {
  const { mine, bets } = round ? betsOf(round, memberId) : { mine: [], bets: [] };
  const ended = round?.phase === 'ended';
  const flying = round !== null && round.startTime !== null && !ended;
  return {
    serverTime: now,
    round: round && {
      roundId: round.id,
      gameNumber: round.gameNumber,
      phase: ended ? 'crashed' : flying ? 'running' : 'betting',
      commitment: round.commitment,
      bettingClosesAt: round.bettingClosesAt,
      startTime: round.startTime,
      elapsedMs: flying && round.startTime !== null ? now - round.startTime : null,
      crashPoint: ended ? round.crashPoint : null,
      gameHash: ended ? round.gameHash : null,
      forced: ended ? round.forced : null,
    },
    limits: config && limitsOf(config),
    bets,
    betCount: round?.betCount ?? 0,
    betTotal: round?.betTotal ?? 0,
    mine,
    queued,
    history: [...history],
  };
}

/** The member's own bets of the round, and the listed bets everyone sees. */
function betsOf(round: LiveRound, memberId: string | null): { mine: CrashMemberBet[]; bets: CrashPublicBet[] } {
  const mine: CrashMemberBet[] = [];
  const bets: CrashPublicBet[] = [];
  for (const b of round.bets.values()) {
    if (b.status === 'pending' || b.status === 'void' || b.status === 'cancelled') continue;
    if (b.memberId === memberId) mine.push(memberBet(round.id, b));
    if (!b.listed) continue;
    bets.push({
      betId: b.id,
      label: b.label,
      panel: b.panel,
      stake: b.stake,
      cashout: b.result ? { multiplier: b.result.multiplier, payout: b.result.payout } : null,
    });
  }
  return { mine, bets };
}

export function memberBet(roundId: string, b: LiveBet): CrashMemberBet {
  return {
    betId: b.id,
    roundId,
    panel: b.panel,
    stake: b.stake,
    autoCashout: b.autoCashout,
    target: b.target,
    status: b.status,
    cashout: b.result && {
      multiplier: b.result.multiplier,
      payout: b.result.payout,
      at: b.result.cashedOutAt,
      reason: b.result.reason,
    },
  };
}

export function limitsOf(c: CrashConfig): CrashLimits {
  return {
    configVersion: c.version,
    houseEdgeBp: c.houseEdgeBp,
    minStake: c.minStake,
    maxStake: c.maxStake,
    maxWin: c.maxWin,
    roundLiabilityCap: c.roundLiabilityCap,
    maxMultiplier: CAP,
  };
}

export function betRecord(b: BetRow, r: RoundRow): BetRecord {
  const over = r.state === 'crashed' || r.state === 'settled';
  return {
    betId: b.id,
    roundId: b.roundId,
    panel: b.panel,
    stake: b.stake,
    autoCashout: b.autoCashout,
    target: b.target,
    status: b.status,
    cashout:
      b.status === 'cashed' && b.cashoutMultiplier !== null && b.cashoutAt && b.cashoutReason
        ? { multiplier: b.cashoutMultiplier, payout: b.payout ?? 0, at: b.cashoutAt.getTime(), reason: b.cashoutReason }
        : null,
    placedAt: b.createdAt.getTime(),
    cashoutAt: b.cashoutAt?.getTime() ?? null,
    payout: b.payout,
    balanceBefore: b.balanceBefore,
    balanceAfter: b.balanceAfter,
    configVersion: b.configVersion,
    round: {
      gameNumber: r.gameNumber,
      commitment: r.commitment,
      crashPoint: over ? r.crashPoint : null,
      gameHash: over ? r.gameHash : null,
      houseEdgeBp: r.houseEdgeBp,
      startedAt: r.startedAt?.getTime() ?? null,
      endedAt: r.endedAt?.getTime() ?? null,
      forced: r.forced,
    },
  };
}
