import { describe, expect, it } from 'vitest';
import { settleDemo, type DemoBet } from './demo-wallet';

const bet = (p: Partial<DemoBet>): DemoBet => ({
  id: 'x',
  panel: 1,
  stake: 1_000,
  autoCashout: null,
  roundId: '1',
  cashedAt: null,
  status: 'open',
  payout: 0,
  ...p,
});

describe('demo settlement', () => {
  it('pays cash-outs at or below the crash point and auto targets it reached, the rest lose', () => {
    const { bets, won } = settleDemo(
      [
        bet({ id: 'a', cashedAt: 150 }),
        bet({ id: 'b', cashedAt: 151 }),
        bet({ id: 'c', autoCashout: 150 }),
        bet({ id: 'd', autoCashout: 300 }),
        bet({ id: 'e', roundId: '2', cashedAt: 110 }),
      ],
      '1',
      150,
    );
    expect(bets.map((b) => [b.id, b.status, b.payout])).toEqual([
      ['a', 'won', 1_500],
      ['b', 'lost', 0],
      ['c', 'won', 1_500],
      ['d', 'lost', 0],
      ['e', 'open', 0],
    ]);
    expect(won).toBe(3_000);
  });
});
