import { describe, expect, it } from 'vitest';
import { applyCashOutAnswer, applyCashouts, betFromPlacement, loseOpenBets, replaceOnPanel } from './member-bets';
import { memberBet } from './test-fixtures';

describe("the player's real bets", () => {
  it('take a cash-out once: a repeated notice keeps the first result', () => {
    const first = applyCashouts(
      [memberBet(), memberBet({ betId: 'b2', panel: 2 })],
      [{ betId: 'b1', multiplier: 150, payout: 1_500, reason: 'auto' }],
      7,
    );
    expect(first[0]).toMatchObject({ status: 'cashed', cashout: { multiplier: 150, payout: 1_500, at: 7, reason: 'auto' } });
    expect(first[1]).toEqual(memberBet({ betId: 'b2', panel: 2 }));
    const again = applyCashouts(first, [{ betId: 'b1', multiplier: 300, payout: 3_000, reason: 'manual' }], 9);
    expect(again[0]?.cashout).toEqual({ multiplier: 150, payout: 1_500, at: 7, reason: 'auto' });
  });

  it('lose at the crash only when open and in the crashed round', () => {
    const list = [memberBet(), memberBet({ betId: 'b2', roundId: 'r2' }), memberBet({ betId: 'b3', status: 'cashed' })];
    expect(loseOpenBets(list, 'r1').map((b) => b.status)).toEqual(['lost', 'open', 'cashed']);
  });

  it('turn a placed queued bet into an open bet whose target is its auto cash-out, else 200x', () => {
    const placed = { queueId: 'q', roundId: 'r3', betId: 'b9', panel: 2 as const, stake: 700, autoCashout: null };
    expect(betFromPlacement(placed)).toEqual(memberBet({ betId: 'b9', roundId: 'r3', panel: 2, stake: 700, target: 20_000 }));
    expect(betFromPlacement({ ...placed, autoCashout: 180 }).target).toBe(180);
  });

  it('hold one bet per panel', () => {
    const list = replaceOnPanel([memberBet(), memberBet({ betId: 'b2', panel: 2 })], memberBet({ betId: 'b3' }));
    expect(list.map((b) => b.betId)).toEqual(['b2', 'b3']);
  });

  it("record the server's answer to the player's cash-out", () => {
    const answer = {
      betId: 'b1',
      roundId: 'r1',
      multiplier: 220,
      payout: 2_200,
      cashedOutAt: 44,
      reason: 'manual' as const,
      replayed: false,
    };
    expect(applyCashOutAnswer([memberBet()], 'b1', answer)[0]).toMatchObject({
      status: 'cashed',
      cashout: { multiplier: 220, payout: 2_200, at: 44, reason: 'manual' },
    });
  });
});
