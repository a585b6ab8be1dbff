/** A demo wheel spin: drawn from this browser's seed pair and settled in its play-money wallet. */
import type { WheelSpinData } from '@nyota/contract/api/per-bet-games';
import type { WheelTable } from '@nyota/fairness/wheel';
import type { DemoSeeds } from '../slots/fair/demo-seeds';
import { demoBalances, demoSettle, type DemoUnit } from '../slots/fair/demo-wallet';
import { demoUnitOf, demoWheelSpin } from './wheel-model';

/**
 * 'short' when the play money does not cover the cost; null when settling failed. `shown` is the
 * wallet to show while the wheel turns: the cost taken, the prize not yet added.
 */
export function settleDemoSpin(
  table: WheelTable,
  seeds: DemoSeeds,
  cost: { kind: DemoUnit; amount: number },
): { data: WheelSpinData; shown: Record<DemoUnit, number> } | 'short' | null {
  if (demoBalances()[cost.kind] < cost.amount) return 'short';
  const data = demoWheelSpin(table, seeds);
  const prizeUnit = demoUnitOf(data.prize.kind);
  const prize = data.prize.kind === 'none' ? 0 : data.prize.amount;
  const after = demoSettle(cost.kind, cost.amount, prizeUnit, prize);
  if (!after) return null;
  return { data, shown: { ...after, [prizeUnit]: after[prizeUnit] - prize } };
}
