import { describe, expect, it } from 'vitest';
import { expectedGoals, footballLeagueHash, SAVANNA_LEAGUE } from './league.js';

describe('virtual league', () => {
  it('has 20 uniquely named teams', () => {
    const { teams } = SAVANNA_LEAGUE;
    expect(teams).toHaveLength(20);
    expect(new Set(teams.map((t) => t.id)).size).toBe(20);
    expect(new Set(teams.map((t) => t.short)).size).toBe(20);
  });

  it('expected goals follow λ = base · 10^(±(R_h + H − R_a)/800)', () => {
    const [a, b] = SAVANNA_LEAGUE.teams;
    if (!a || !b) throw new Error('teams missing');
    const even = expectedGoals({ ...SAVANNA_LEAGUE, homeAdvantage: 0 }, a, { ...b, rating: a.rating });
    expect(even.home).toBeCloseTo(1.3, 12);
    expect(even.away).toBeCloseTo(1.3, 12);
    // 800 rating points make a side 10x as dangerous as its opponent's base rate.
    const strong = expectedGoals({ ...SAVANNA_LEAGUE, homeAdvantage: 0 }, { ...a, rating: 1800 }, { ...b, rating: 1400 });
    expect(strong.home).toBeCloseTo(1.3 * Math.sqrt(10), 12);
    expect(strong.home * strong.away).toBeCloseTo(1.3 * 1.3, 12);
    // Home advantage helps the home side.
    const home = expectedGoals(SAVANNA_LEAGUE, a, { ...b, rating: a.rating });
    expect(home.home).toBeGreaterThan(home.away);
  });

  it('hashes the config so bets can name the version that priced them', () => {
    const bumped = {
      ...SAVANNA_LEAGUE,
      teams: SAVANNA_LEAGUE.teams.map((t, i) => (i === 0 ? { ...t, rating: t.rating + 1 } : t)),
    };
    expect(footballLeagueHash(bumped)).not.toBe(footballLeagueHash(SAVANNA_LEAGUE));
  });
});
