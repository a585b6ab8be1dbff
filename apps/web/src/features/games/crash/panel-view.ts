/** What each bet panel shows, worked out from the player's bets and the round on screen. */
import type { CrashMemberBet, CrashQueuedBet } from '@nyota/contract/api/crash';
import type { RoundView } from './crash-state';
import { payoutAt, type DemoBet } from './demo-wallet';

/** What a panel shows: nothing, a bet waiting for the next round, a bet in this round, or its result. */
export type PanelView =
  | { kind: 'idle' }
  | { kind: 'queued'; stake: number }
  | { kind: 'placed'; stake: number }
  | { kind: 'flying'; stake: number }
  | { kind: 'cashed'; stake: number; multiplier: number; payout: number }
  | { kind: 'lost'; stake: number };

/** A demo panel follows its newest bet; a cash-out shows at once, before the crash settles it. */
export function demoPanelView(demo: readonly DemoBet[], panel: 1 | 2, round: RoundView | null): PanelView {
  const b = [...demo].reverse().find((x) => x.panel === panel);
  if (!b) return { kind: 'idle' };
  if (b.status === 'queued') return { kind: 'queued', stake: b.stake };
  if (b.status === 'won' || (b.status === 'open' && b.cashedAt !== null)) {
    const m = b.cashedAt ?? 0;
    return { kind: 'cashed', stake: b.stake, multiplier: m, payout: payoutAt(b.stake, m) };
  }
  if (b.status === 'lost') return { kind: 'lost', stake: b.stake };
  return round?.phase === 'running' ? { kind: 'flying', stake: b.stake } : { kind: 'placed', stake: b.stake };
}

/** A real panel: a queued bet first, else the panel's bet, flying only while its own round runs. */
export function playPanelView(
  queued: readonly CrashQueuedBet[],
  mine: readonly CrashMemberBet[],
  panel: 1 | 2,
  round: RoundView | null,
): PanelView {
  const q = queued.find((x) => x.panel === panel);
  if (q) return { kind: 'queued', stake: q.stake };
  const b = mine.find((x) => x.panel === panel);
  if (!b) return { kind: 'idle' };
  if (b.cashout) return { kind: 'cashed', stake: b.stake, multiplier: b.cashout.multiplier, payout: b.cashout.payout };
  if (b.status === 'lost') return { kind: 'lost', stake: b.stake };
  if (b.status !== 'open') return { kind: 'idle' };
  return round?.phase === 'running' && round.roundId === b.roundId
    ? { kind: 'flying', stake: b.stake }
    : { kind: 'placed', stake: b.stake };
}
