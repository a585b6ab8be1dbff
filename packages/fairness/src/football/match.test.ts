import { describe, expect, it } from 'vitest';
import { fixedFloats, floatsAt } from '../byte-stream.js';
import { pickWeighted } from '../outcomes.js';
import { SAVANNA_LEAGUE } from './league.js';
import { fixtureCells, matchSeedInputs, playMatch, playMatchFrom } from './match.js';

const [home, away] = SAVANNA_LEAGUE.teams;
if (!home || !away) throw new Error('teams missing');
const cells = fixtureCells(SAVANNA_LEAGUE, home, away);
const ROUND_HASH = 'c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417';

describe('match results from seeds', () => {
  it('uses round hash, public salt and match index as server seed, client seed and nonce', () => {
    expect(matchSeedInputs(ROUND_HASH, 'salt', 4)).toEqual({ serverSeed: ROUND_HASH, clientSeed: 'salt', nonce: 4 });
  });

  it('picks the score with float 0 by cell weight', () => {
    for (let match = 0; match < 10; match += 1) {
      const inputs = matchSeedInputs(ROUND_HASH, 'salt', match);
      const result = playMatch(cells, inputs);
      const cell =
        cells[
          pickWeighted(
            cells.map((c) => c.weight),
            floatsAt(inputs, 1)[0] as number,
          )
        ];
      expect([result.home, result.away]).toEqual([cell?.home, cell?.away]);
      expect(playMatch(cells, inputs)).toEqual(result);
    }
  });

  it('spreads the goals over distinct minutes 1..90 and gives each side its goals', () => {
    for (let match = 0; match < 200; match += 1) {
      const result = playMatch(cells, matchSeedInputs(ROUND_HASH, 'goals', match));
      const minutes = result.goals.map((g) => g.minute);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      expect(new Set(minutes).size).toBe(minutes.length);
      expect(minutes.every((m) => m >= 1 && m <= 90)).toBe(true);
      expect(result.goals.filter((g) => g.side === 'home')).toHaveLength(result.home);
      expect(result.goals.filter((g) => g.side === 'away')).toHaveLength(result.away);
      const firstHalf = result.goals.filter((g) => g.minute <= 45);
      expect(result.halfTime.home + result.halfTime.away).toBe(firstHalf.length);
    }
  });

  it('replays from recorded floats: score, then minutes, then scorers', () => {
    // Weights are ~10^6 so a float of 0 picks the first cell with weight: 0-0 here is likely > 0.
    const first = cells.findIndex((c) => c.weight > 0);
    const nil = playMatchFrom(cells, fixedFloats([0]));
    expect([nil.home, nil.away]).toEqual([cells[first]?.home, cells[first]?.away]);
    expect(nil.goals).toEqual([]);
    // The last float picks the last cell with weight; 6-0 home win, minutes from floor(f · remaining).
    const last = cells.reduce((found, c, i) => (c.weight > 0 ? i : found), 0);
    const lastCell = cells[last];
    if (!lastCell) throw new Error('no cell');
    const goals = lastCell.home + lastCell.away;
    const result = playMatchFrom(cells, fixedFloats([1 - 2 ** -32, ...new Array<number>(goals * 2).fill(0)]));
    expect(result.goals.map((g) => g.minute)).toEqual(Array.from({ length: goals }, (_, i) => i + 1));
    expect(result.goals.map((g) => g.side)).toEqual([
      ...new Array<string>(lastCell.home).fill('home'),
      ...new Array<string>(lastCell.away).fill('away'),
    ]);
  });
});
