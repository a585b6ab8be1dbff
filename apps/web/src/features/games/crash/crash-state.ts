/**
 * The live round as the view knows it: the snapshot, then the feed's events applied in order.
 * Times are the server's epoch ms; `offset` turns the local clock into the server's.
 */
import type { CrashLimits, CrashPublicBet, CrashSnapshot } from '@nyota/contract/api/crash';
import type { CashoutNotice, CrashMessage } from '@nyota/contract/im/crash';

export interface RoundView {
  roundId: string;
  gameNumber: number;
  phase: 'betting' | 'running' | 'crashed';
  commitment: string;
  bettingClosesAt: number;
  startTime: number | null;
  crashPoint: number | null;
  gameHash: string | null;
  forced: boolean;
  /** Elapsed ms of the last tick (or of the crash): the curve never runs past it by more than the lag limit. */
  lastElapsed: number;
}

export interface CrashState {
  round: RoundView | null;
  limits: CrashLimits | null;
  /** The round's listed bets (its first few); betCount and betTotal cover all its open bets. */
  bets: CrashPublicBet[];
  betCount: number;
  betTotal: number;
  history: CrashSnapshot['history'];
  /** Server time minus local time. */
  offset: number;
  /** Local time of the last message about the round in play. */
  heardAt: number;
}

export const EMPTY: CrashState = {
  round: null,
  limits: null,
  bets: [],
  betCount: 0,
  betTotal: 0,
  history: [],
  offset: 0,
  heardAt: 0,
};

export function fromSnapshot(s: CrashSnapshot, localNow: number): CrashState {
  const r = s.round;
  return {
    round: r && {
      roundId: r.roundId,
      gameNumber: r.gameNumber,
      phase: r.phase,
      commitment: r.commitment,
      bettingClosesAt: r.bettingClosesAt,
      startTime: r.startTime,
      crashPoint: r.crashPoint,
      gameHash: r.gameHash,
      forced: r.forced ?? false,
      lastElapsed: r.elapsedMs ?? 0,
    },
    limits: s.limits,
    bets: s.bets,
    betCount: s.betCount,
    betTotal: s.betTotal,
    history: s.history,
    offset: s.serverTime - localNow,
    heardAt: localNow,
  };
}

function withCashouts(bets: CrashPublicBet[], cashouts: readonly CashoutNotice[] = []): CrashPublicBet[] {
  if (cashouts.length === 0) return bets;
  const by = new Map(cashouts.map((c) => [c.betId, c]));
  return bets.map((b) => {
    const c = by.get(b.betId);
    return c ? { ...b, cashout: { multiplier: c.multiplier, payout: c.payout } } : b;
  });
}

const HISTORY = 20;

function isCurrent(r: RoundView | null, roundId: string): r is RoundView {
  return r !== null && r.roundId === roundId;
}

/** Applies one Crash event; events of another round than the one shown are ignored (a snapshot fixes that). */
export function applyEvent(s: CrashState, m: CrashMessage, localNow: number): CrashState {
  const r = s.round;
  switch (m.event) {
    case 'starting': {
      const d = m.data;
      return {
        ...s,
        heardAt: localNow,
        bets: [],
        betCount: 0,
        betTotal: 0,
        round: {
          roundId: d.roundId,
          gameNumber: d.gameNumber,
          phase: 'betting',
          commitment: d.commitment,
          bettingClosesAt: d.bettingClosesAt,
          startTime: null,
          crashPoint: null,
          gameHash: null,
          forced: false,
          lastElapsed: 0,
        },
      };
    }
    case 'started':
      if (!isCurrent(r, m.data.roundId)) return s;
      return { ...s, heardAt: localNow, round: { ...r, phase: 'running', startTime: m.data.startTime, lastElapsed: 0 } };
    case 'tick': {
      if (!isCurrent(r, m.data.roundId)) return s;
      const { elapsedMs, cashouts } = m.data;
      return {
        ...s,
        heardAt: localNow,
        offset: r.startTime !== null ? Math.max(s.offset, r.startTime + elapsedMs - localNow) : s.offset,
        bets: withCashouts(s.bets, cashouts),
        round: { ...r, lastElapsed: elapsedMs },
      };
    }
    case 'bets': {
      if (!isCurrent(r, m.data.roundId)) return s;
      const placed = m.data.placed.map((b) => ({ ...b, cashout: null }));
      const cancelled = new Set(m.data.cancelled);
      const known = new Set(s.bets.map((b) => b.betId));
      return {
        ...s,
        bets: [...s.bets, ...placed.filter((b) => !known.has(b.betId))].filter((b) => !cancelled.has(b.betId)),
        betCount: m.data.count,
        betTotal: m.data.total,
      };
    }
    case 'crashed': {
      if (!isCurrent(r, m.data.roundId)) return s;
      const { crashPoint, forced, gameHash, elapsedMs, cashouts } = m.data;
      return {
        ...s,
        heardAt: localNow,
        bets: withCashouts(s.bets, cashouts),
        round: { ...r, phase: 'crashed', crashPoint, gameHash, forced, lastElapsed: elapsedMs },
        history: [{ roundId: r.roundId, crashPoint, forced }, ...s.history].slice(0, HISTORY),
      };
    }
    default:
      // The member's own events (queued bets, cash-outs) come on the member socket (use-crash.ts).
      return s;
  }
}

/**
 * How long without a message before the curve freezes and the lag badge shows: the server sends a
 * sync tick about once a second (every 150 ms when it carries cash-outs), so a gap past 1.5 s is lag.
 */
export const LAG_LIMIT_MS = 1_500;

/** The elapsed time to draw: the server clock, but never more than the lag limit past the last tick. */
export function drawElapsed(r: RoundView, offset: number, localNow: number): number {
  if (r.startTime === null) return 0;
  if (r.phase === 'crashed') return r.lastElapsed;
  const live = localNow + offset - r.startTime;
  return Math.max(0, Math.min(live, r.lastElapsed + LAG_LIMIT_MS));
}
