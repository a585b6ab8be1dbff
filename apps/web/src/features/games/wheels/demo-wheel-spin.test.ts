// @vitest-environment happy-dom
import { GameId } from '@nyota/contract/games-constants';
import { COIN_SPIN_TABLE } from '@nyota/fairness/wheel';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoSeeds } from '../slots/fair/demo-seeds';
import { demoBalances, DEMO_START } from '../slots/fair/demo-wallet';
import { settleDemoSpin } from './demo-wheel-spin';

afterEach(() => localStorage.clear());

describe('demo wheel spin', () => {
  it('is refused when the play money does not cover the cost', () => {
    const seeds = new DemoSeeds(GameId.COIN_SPIN);
    expect(settleDemoSpin(COIN_SPIN_TABLE, seeds, { kind: 'coin', amount: DEMO_START.coin + 1 })).toBe('short');
    expect(demoBalances()).toEqual(DEMO_START);
  });

  it('takes the cost, stores the prize, and shows the wallet without the prize while the wheel turns', () => {
    const seeds = new DemoSeeds(GameId.COIN_SPIN);
    const spun = settleDemoSpin(COIN_SPIN_TABLE, seeds, { kind: 'coin', amount: 1_000 });
    if (spun === 'short' || spun === null) throw new Error(`expected a spin, got ${String(spun)}`);
    const prize = spun.data.prize.kind === 'none' ? 0 : spun.data.prize.amount;
    const unit = spun.data.prize.kind === 'coin' || spun.data.prize.kind === 'diamond' ? spun.data.prize.kind : 'cash';
    const stored = demoBalances();
    expect(stored.coin).toBe(DEMO_START.coin - 1_000 + (unit === 'coin' ? prize : 0));
    expect(spun.shown[unit]).toBe(stored[unit] - prize);
    expect(spun.shown.coin).toBe(DEMO_START.coin - 1_000);
  });
});
