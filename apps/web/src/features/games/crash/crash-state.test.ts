import { describe, expect, it } from 'vitest';
import { applyEvent, drawElapsed, EMPTY, fromSnapshot, LAG_LIMIT_MS } from './crash-state';

const snap = {
  serverTime: 10_000,
  round: {
    roundId: '5',
    gameNumber: 9,
    phase: 'betting' as const,
    commitment: 'c',
    bettingClosesAt: 12_000,
    startTime: null,
    elapsedMs: null,
    crashPoint: null,
    gameHash: null,
    forced: null,
  },
  limits: null,
  bets: [],
  betCount: 0,
  betTotal: 0,
  mine: [],
  queued: [],
  history: [],
};

describe('crash view state', () => {
  it('follows a round from the snapshot through its events, and freezes the curve when ticks stop', () => {
    let s = fromSnapshot(snap, 9_000);
    expect(s.offset).toBe(1_000);
    s = applyEvent(
      s,
      {
        object: 'Crash',
        event: 'bets',
        data: {
          roundId: '5',
          placed: [
            { betId: 'b', label: 'x', panel: 1, stake: 100 },
            { betId: 'c', label: 'y', panel: 2, stake: 300 },
          ],
          cancelled: ['c'],
          count: 14,
          total: 52_000,
        },
      },
      9_100,
    );
    // Only the first bets are listed; the count and total cover the round's others too.
    expect([s.betCount, s.betTotal]).toEqual([14, 52_000]);
    // Placed, then cancelled: only 'b' stays; a bet it already lists is not listed twice.
    expect(s.bets.map((b) => b.betId)).toEqual(['b']);
    expect(
      applyEvent(
        s,
        {
          object: 'Crash',
          event: 'bets',
          data: {
            roundId: '5',
            placed: [{ betId: 'b', label: 'x', panel: 1, stake: 100 }],
            cancelled: [],
            count: 14,
            total: 52_000,
          },
        },
        9_200,
      ).bets,
    ).toEqual(s.bets);
    s = applyEvent(s, { object: 'Crash', event: 'started', data: { roundId: '5', startTime: 12_000 } }, 11_000);
    s = applyEvent(s, { object: 'Crash', event: 'tick', data: { roundId: '5', elapsedMs: 150 } }, 11_150);
    const r = s.round!;
    expect(drawElapsed(r, s.offset, 11_200)).toBe(200);
    // Sync ticks come about once a second: a gap of 1 s is drawn on from the clock; after 1.5 s
    // without one the curve freezes there, never extrapolated further.
    expect(drawElapsed(r, s.offset, 12_150)).toBe(1_150);
    expect(drawElapsed(r, s.offset, 14_150)).toBe(150 + LAG_LIMIT_MS);
    s = applyEvent(
      s,
      {
        object: 'Crash',
        event: 'crashed',
        data: {
          roundId: '5',
          crashPoint: 120,
          gameHash: 'h',
          forced: false,
          elapsedMs: 900,
          cashouts: [{ betId: 'b', multiplier: 110, payout: 110, reason: 'manual' }],
        },
      },
      12_200,
    );
    expect(s.round).toMatchObject({ phase: 'crashed', crashPoint: 120 });
    expect(s.bets[0]?.cashout).toEqual({ multiplier: 110, payout: 110 });
    expect(s.history[0]).toEqual({ roundId: '5', crashPoint: 120, forced: false });
    // Another round's event is ignored until a snapshot or its own starting event.
    expect(applyEvent(s, { object: 'Crash', event: 'started', data: { roundId: '6', startTime: 1 } }, 1)).toBe(s);
    expect(
      applyEvent(
        EMPTY,
        {
          object: 'Crash',
          event: 'starting',
          data: { roundId: '6', gameNumber: 8, commitment: 'h', bettingClosesAt: 1, configVersion: 'v1', houseEdgeBp: 100 },
        },
        1,
      ).round?.roundId,
    ).toBe('6');
  });
});
