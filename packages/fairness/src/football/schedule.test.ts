import { describe, expect, it } from 'vitest';
import { seasonSchedule } from './schedule.js';

describe('season schedule', () => {
  const season = seasonSchedule(20);

  it('has 38 rounds of 10 matches and every team plays once per round', () => {
    expect(season).toHaveLength(38);
    for (const round of season) {
      expect(round).toHaveLength(10);
      expect(new Set(round.flatMap((f) => [f.home, f.away])).size).toBe(20);
    }
  });

  it('every ordered pair meets exactly once: each pair once at each ground', () => {
    const seen = new Set<string>();
    for (const round of season) for (const f of round) seen.add(`${f.home}-${f.away}`);
    expect(seen.size).toBe(20 * 19);
  });

  it('second half mirrors the first with venues swapped, and venues stay balanced', () => {
    expect(season[19]).toEqual(season[0]?.map((f) => ({ home: f.away, away: f.home })));
    for (let team = 0; team < 20; team += 1) {
      const homes = season.slice(0, 19).filter((r) => r.some((f) => f.home === team)).length;
      expect(homes === 9 || homes === 10).toBe(true);
    }
  });

  it('has the minimum number of home/away breaks (n − 2 per half)', () => {
    let breaks = 0;
    const last = new Map<number, 'H' | 'A'>();
    for (const round of season.slice(0, 19))
      for (const f of round)
        for (const [team, venue] of [
          [f.home, 'H'],
          [f.away, 'A'],
        ] as const) {
          if (last.get(team) === venue) breaks += 1;
          last.set(team, venue);
        }
    expect(breaks).toBe(18);
  });

  it('refuses an odd number of teams', () => {
    expect(() => seasonSchedule(19)).toThrow(RangeError);
  });
});
