/**
 * Pure slot logic of the web view: the demo spin (same math as the server, from a browser seed
 * pair), the cells a round's line wins light up, and the verifier's recomputation.
 */
import type { RevealedSeedPairView, SlotSpinData, SlotSpinView } from '@nyota/contract/api/per-bet-games';
import { playSlotRound, slotPayout, type SlotDefinition, type SlotRound } from '@nyota/fairness/slots';
import type { DemoSeeds } from './fair/demo-seeds';

function view(s: SlotRound['base']): SlotSpinView {
  return {
    stops: [...s.stops],
    window: s.window.map((c) => [...c]),
    lineWins: s.lineWins.map((w) => ({ ...w })),
    scatterCount: s.scatterCount,
    scatterPay: s.scatterPay,
    freeSpinsAwarded: s.freeSpinsAwarded,
    multiplier: s.multiplier,
    pay: s.pay,
  };
}

/** A demo round in the server's answer shape; `balance` is the demo cash after it. */
export function demoSlotRound(def: SlotDefinition, seeds: DemoSeeds, stake: number, balanceBefore: number): SlotSpinData {
  const taken = seeds.take();
  const round = playSlotRound(def, taken.inputs);
  const payout = slotPayout(def, stake, round);
  return {
    betId: `demo-${taken.inputs.nonce}`,
    stake,
    base: view(round.base),
    freeSpins: round.freeSpins.map(view),
    totalPay: round.totalPay,
    payout,
    balance: balanceBefore - stake + payout,
    serverSeedHash: taken.serverSeedHash,
    clientSeed: taken.inputs.clientSeed,
    nonce: taken.inputs.nonce,
  };
}

/** `reel:row` of every cell that is part of a line win (its first `count` reels on the line). */
export function winningCells(paylines: readonly (readonly number[])[], spin: Pick<SlotSpinView, 'lineWins'>): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const line = paylines[win.line];
    if (!line) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${line[reel] ?? 0}`);
  }
  return cells;
}

/** The cells showing the scatter, which pays anywhere. */
export function scatterCells(spin: Pick<SlotSpinView, 'window'>, scatter: string): Set<string> {
  const cells = new Set<string>();
  spin.window.forEach((column, reel) => column.forEach((symbol, row) => symbol === scatter && cells.add(`${reel}:${row}`)));
  return cells;
}

/** True when the revealed seed gives exactly this round: stops of every spin and the payout. */
export function verifySlotRound(def: SlotDefinition, revealed: RevealedSeedPairView, spin: SlotSpinData): boolean {
  const round = playSlotRound(def, { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: spin.nonce });
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return (
    same(round.base.stops, spin.base.stops) &&
    round.freeSpins.length === spin.freeSpins.length &&
    round.freeSpins.every((f, i) => same(f.stops, spin.freeSpins[i]?.stops ?? [])) &&
    slotPayout(def, spin.stake, round) === spin.payout
  );
}

/** The next or previous stake button, clamped to the list. */
export function stepStake(stakes: readonly number[], current: number, direction: 1 | -1): number {
  const i = stakes.indexOf(current);
  const next = stakes[Math.min(stakes.length - 1, Math.max(0, (i < 0 ? 0 : i) + direction))];
  return next ?? current;
}
