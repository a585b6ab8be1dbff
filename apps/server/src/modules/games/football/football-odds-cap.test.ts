/**
 * The football price formula as published (trust issue 4), cap included: odds = floor(100 · (1 −
 * margin) · W / w) hundredths, not offered under the served minimum, and at most the served cap.
 * Written here from the links/5 text and checked against every price served over HTTP for a round
 * whose correct-score 0-3 the raw formula prices at 1594.45x (it is served at the 1000.00x cap).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { footballCurrentData } from '@nyota/contract/api/football';
import { FOOTBALL_MARKETS, SAVANNA_LEAGUE, fixtureCells, selectionWins, type FootballTeam } from '@nyota/fairness/football';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { LedgerService } from '../../ledger/index.js';
import { get } from '../../auth/auth.test-kit.js';
import { footballTiming } from './football-config.js';
import { createFootballModule } from './football.module.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const team = (i: number) => SAVANNA_LEAGUE.teams[i] as FootballTeam;

describe('football odds cap', () => {
  it('is served with the prices, and the published formula with it reproduces every price', async () => {
    const loop = createFootballModule({
      db: t.database.db,
      devSalt: true,
      ledger: new LedgerService({ db: t.database.db, bus: t.bus }),
      clock: t.clock,
      sessions: { resolve: async () => null },
      log: { info: () => undefined, error: () => undefined },
      timing: footballTiming(180_000),
      chainLength: 5,
    });
    await loop.engine.tick();
    const body = (await get(t, routes.footballCurrent.path)).json<{ data: unknown }>();
    const { next, fairness } = footballCurrentData.parse(body.data);
    if (!next || !fairness) throw new Error('no round');
    expect(next.matchday).toBe(1);
    expect(fairness).toMatchObject({ oddsMin: 101, oddsMax: 100_000 });

    const capped: string[] = [];
    for (const f of next.fixtures) {
      const cells = fixtureCells(SAVANNA_LEAGUE, team(f.home), team(f.away));
      const total = cells.reduce((s, c) => s + c.weight, 0);
      for (const [market, selections] of Object.entries(FOOTBALL_MARKETS)) {
        for (const selection of selections) {
          const w = cells.reduce(
            (s, c) => (selectionWins(market as keyof typeof FOOTBALL_MARKETS, selection, c) ? s + c.weight : s),
            0,
          );
          const raw = w === 0 ? 0 : Math.floor((100 * (10_000 - fairness.marginBp) * total) / (10_000 * w));
          const published = raw < fairness.oddsMin ? undefined : Math.min(raw, fairness.oddsMax);
          expect(f.odds[market]?.[selection], `${f.index} ${market} ${selection}`).toBe(published);
          if (raw > fairness.oddsMax) capped.push(`${f.index}:${selection}:${raw}`);
        }
      }
    }
    expect(capped).toEqual(['0:0-3:159445', '1:0-3:108362']);
  });
});
