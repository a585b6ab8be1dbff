/** How the browser's play-money bets move: placed or queued, cashed out, joining the next round. */
import type { RoundView } from './crash-state';
import type { DemoBet } from './demo-wallet';

/** A new demo bet joins the round on screen while its betting is open (server clock), else waits for the next. */
export function newDemoBet(
  panel: 1 | 2,
  stake: number,
  autoCashout: number | null,
  round: RoundView | null,
  serverNow: number,
  localNow: number,
): DemoBet {
  const open = round?.phase === 'betting' && serverNow < round.bettingClosesAt;
  return {
    id: `${localNow}-${panel}`,
    panel,
    stake,
    autoCashout,
    roundId: open && round ? round.roundId : null,
    cashedAt: null,
    status: open ? 'open' : 'queued',
    payout: 0,
  };
}

/** Adds a bet to its panel; a cashed bet of the round in play stays until the crash settles it. */
export function addDemoBet(list: readonly DemoBet[], bet: DemoBet): DemoBet[] {
  return [...list.filter((x) => x.panel !== bet.panel || x.status === 'open'), bet];
}

/** A round starts: the queued bets join it. */
export function joinRound(list: readonly DemoBet[], roundId: string): DemoBet[] {
  return list.map((b) => (b.status === 'queued' ? { ...b, roundId, status: 'open' } : b));
}

/** The panel's bet that may still be taken back: queued, or open while betting is open. */
export function cancellableDemoBet(list: readonly DemoBet[], panel: 1 | 2, phase: RoundView['phase'] | null): DemoBet | null {
  return list.find((x) => x.panel === panel && (x.status === 'queued' || (x.status === 'open' && phase === 'betting'))) ?? null;
}

/** The player cashes out the panel's open bet at the multiplier on screen. */
export function cashOutDemo(list: readonly DemoBet[], panel: 1 | 2, at: number): DemoBet[] {
  return list.map((x) => (x.panel === panel && x.status === 'open' && x.cashedAt === null ? { ...x, cashedAt: at } : x));
}

const autoDue = (x: DemoBet, m: number) =>
  x.status === 'open' && x.cashedAt === null && x.autoCashout !== null && x.autoCashout <= m;

/** The curve reached m: open bets with an auto cash-out at or below it are cashed at their target. */
export function autoCashOutDemo(list: DemoBet[], m: number): DemoBet[] {
  // The same list when nothing is due, so React skips the render.
  return list.some((x) => autoDue(x, m)) ? list.map((x) => (autoDue(x, m) ? { ...x, cashedAt: x.autoCashout } : x)) : list;
}
