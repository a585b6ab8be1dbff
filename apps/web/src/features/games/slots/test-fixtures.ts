/** Slot rounds for the slot view's tests. */
import type { SlotSpinData, SlotSpinView } from '@nyota/contract/api/per-bet-games';

const spinView = (pay: number): SlotSpinView => ({
  stops: [0, 0, 0, 0, 0],
  window: Array.from({ length: 5 }, () => ['A', 'K', 'Q']),
  lineWins: [],
  scatterCount: 0,
  scatterPay: 0,
  freeSpinsAwarded: 0,
  multiplier: 1,
  pay,
});

/** A round of the given number of free spins, paying `payout` on a balance that ends at `balance`. */
export function slotRound(freeSpins: number, payout = 0, balance = 10_000): SlotSpinData {
  return {
    betId: 'b1',
    stake: 100,
    base: spinView(0),
    freeSpins: Array.from({ length: freeSpins }, (_, i) => spinView(i + 1)),
    totalPay: payout,
    payout,
    balance,
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: 1,
  };
}
