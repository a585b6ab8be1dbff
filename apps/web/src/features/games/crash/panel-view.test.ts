import { describe, expect, it } from 'vitest';
import { demoPanelView, playPanelView } from './panel-view';
import { demoBet, memberBet, roundView } from './test-fixtures';

const running = roundView({ phase: 'running', startTime: 1 });

describe('a real bet panel', () => {
  it('is idle without a bet, and shows a queued bet before any placed one', () => {
    expect(playPanelView([], [], 1, running)).toEqual({ kind: 'idle' });
    const queued = [{ queueId: 'q', panel: 1 as const, stake: 500, autoCashout: null }];
    expect(playPanelView(queued, [memberBet()], 1, running)).toEqual({ kind: 'queued', stake: 500 });
    expect(playPanelView(queued, [memberBet({ panel: 2 })], 2, running)).toEqual({ kind: 'flying', stake: 1_000 });
  });

  it('flies only while its own round runs; before that the bet is placed', () => {
    expect(playPanelView([], [memberBet()], 1, roundView())).toEqual({ kind: 'placed', stake: 1_000 });
    expect(playPanelView([], [memberBet()], 1, running)).toEqual({ kind: 'flying', stake: 1_000 });
    expect(playPanelView([], [memberBet({ roundId: 'r0' })], 1, running)).toEqual({ kind: 'placed', stake: 1_000 });
    expect(playPanelView([], [memberBet()], 1, null)).toEqual({ kind: 'placed', stake: 1_000 });
  });

  it('shows the cash-out, the loss, and nothing for a bet that was refunded or cancelled', () => {
    const cashout = { multiplier: 250, payout: 2_500, at: 5, reason: 'manual' as const };
    expect(playPanelView([], [memberBet({ status: 'cashed', cashout })], 1, running)).toEqual({
      kind: 'cashed',
      stake: 1_000,
      multiplier: 250,
      payout: 2_500,
    });
    expect(playPanelView([], [memberBet({ status: 'lost' })], 1, running)).toEqual({ kind: 'lost', stake: 1_000 });
    expect(playPanelView([], [memberBet({ status: 'refunded' })], 1, running)).toEqual({ kind: 'idle' });
  });
});

describe('a demo bet panel', () => {
  it('follows the newest bet of its panel', () => {
    const list = [demoBet({ status: 'lost' }), demoBet({ id: 'd2', status: 'queued', roundId: null, stake: 300 })];
    expect(demoPanelView(list, 1, running)).toEqual({ kind: 'queued', stake: 300 });
    expect(demoPanelView(list, 2, running)).toEqual({ kind: 'idle' });
  });

  it('shows a cash-out at once, before the crash settles it', () => {
    expect(demoPanelView([demoBet({ cashedAt: 150 })], 1, running)).toEqual({
      kind: 'cashed',
      stake: 1_000,
      multiplier: 150,
      payout: 1_500,
    });
    expect(demoPanelView([demoBet({ status: 'won', cashedAt: 200, payout: 2_000 })], 1, null)).toMatchObject({
      kind: 'cashed',
      payout: 2_000,
    });
  });

  it('is placed before the round runs, flying while it runs, lost after', () => {
    expect(demoPanelView([demoBet()], 1, roundView())).toEqual({ kind: 'placed', stake: 1_000 });
    expect(demoPanelView([demoBet()], 1, running)).toEqual({ kind: 'flying', stake: 1_000 });
    expect(demoPanelView([demoBet({ status: 'lost' })], 1, running)).toEqual({ kind: 'lost', stake: 1_000 });
  });
});
