import { describe, expect, it } from 'vitest';
import { leagueTable } from './standings.js';

describe('league table', () => {
  it('ranks by points, goal difference, goals scored', () => {
    const table = leagueTable(4, [
      { home: 0, away: 1, homeGoals: 2, awayGoals: 0 },
      { home: 2, away: 3, homeGoals: 1, awayGoals: 1 },
      { home: 1, away: 2, homeGoals: 3, awayGoals: 0 },
      { home: 3, away: 0, homeGoals: 2, awayGoals: 2 },
    ]);
    expect(table.map((r) => [r.team, r.points, r.goalsFor - r.goalsAgainst])).toEqual([
      [0, 4, 2],
      [1, 3, 1],
      [3, 2, 0],
      [2, 1, -3],
    ]);
    expect(table[0]).toMatchObject({ played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 4, goalsAgainst: 2, form: ['W', 'D'] });
  });

  it('keeps the last five results as form', () => {
    const matches = Array.from({ length: 7 }, (_, i) => ({ home: 0, away: 1, homeGoals: i % 2, awayGoals: 0 }));
    expect(leagueTable(2, matches)[0]?.form).toEqual(['D', 'W', 'D', 'W', 'D']);
  });
});
