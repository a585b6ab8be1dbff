/**
 * Nothing of a round's outcome leaves the server before the server clock has played it: while a
 * round is live, every football read (the current rounds, one round by id for the verifier) carries
 * only the goals whose minute has passed, the score they make and no hash; the final score, later
 * goal minutes and the round hash come at full time. Read over real HTTP from a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { footballCurrentData, footballResultData, type FootballRound } from '@nyota/contract/api/football';
import type { MatchResult } from '@nyota/fairness/football';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { LedgerService } from '../../ledger/index.js';
import { get } from '../../auth/auth.test-kit.js';
import { footballTiming } from './football-config.js';
import { createFootballModule, type FootballModule } from './football.module.js';

const timing = footballTiming(180_000);
let t: TestApp;
let loop: FootballModule;

beforeAll(async () => {
  t = await createTestApp();
  loop = createFootballModule({
    db: t.database.db,
    devSalt: true,
    ledger: new LedgerService({ db: t.database.db, bus: t.bus }),
    clock: t.clock,
    sessions: { resolve: async () => null },
    log: { info: () => undefined, error: () => undefined },
    timing,
    chainLength: 20,
  });
});

afterAll(async () => {
  await t.close();
});

async function currentRound(): Promise<FootballRound | null> {
  const body = (await get(t, routes.footballCurrent.path)).json<{ code: number; data: unknown }>();
  expect(body.code).toBe(0);
  return footballCurrentData.parse(body.data).previous;
}

async function roundById(id: string): Promise<FootballRound> {
  const body = (await get(t, `${routes.footballResult.path}?roundId=${id}`)).json<{ code: number; data: unknown }>();
  expect(body.code).toBe(0);
  return footballResultData.parse(body.data).round;
}

async function committed(id: string): Promise<MatchResult[]> {
  const row = await t.database.db.selectFrom('football_rounds').select('results').where('id', '=', id).executeTakeFirstOrThrow();
  return row.results as MatchResult[];
}

/** What a viewer may know at `minute`: the goals up to it and the score they make. */
function soFar(result: MatchResult, minute: number) {
  const goals = result.goals.filter((g) => g.minute <= minute);
  const count = (side: string, upTo: number) => goals.filter((g) => g.side === side && g.minute <= upTo).length;
  return {
    home: count('home', minute),
    away: count('away', minute),
    goals,
    halfTime: { home: count('home', Math.min(minute, 45)), away: count('away', Math.min(minute, 45)) },
  };
}

/**
 * The next round that has a goal after minute 80 (the chain is random; without a late goal the
 * check below would prove nothing), with the clock at its kick-off.
 */
async function liveRoundWithLateGoal(): Promise<{ next: FootballRound; kickoff: number; full: MatchResult[] }> {
  for (let tries = 0; tries < 10; tries += 1) {
    await loop.engine.tick();
    const body = (await get(t, routes.footballCurrent.path)).json<{ data: unknown }>();
    const next = footballCurrentData.parse(body.data).next;
    if (!next) throw new Error('no round');
    const kickoff = Date.parse(next.kickoffAt);
    t.clock.set(new Date(kickoff));
    await loop.engine.tick();
    const full = await committed(next.id);
    if (full.some((m) => m.goals.some((g) => g.minute > 80))) return { next, kickoff, full };
  }
  throw new Error('no round with a goal after minute 80 in 10 rounds');
}

describe('virtual football while a round is live', () => {
  it('serves only the goals the server clock has passed, never the final score or the hash, until full time', async () => {
    const { next, kickoff, full } = await liveRoundWithLateGoal();
    for (const atMs of [0, timing.matchMs / 3, timing.matchMs - 11_000]) {
      t.clock.set(new Date(kickoff + atMs));
      const minute = Math.floor((atMs * 90) / timing.matchMs);
      for (const round of [await currentRound(), await roundById(next.id)]) {
        expect(round?.id).toBe(next.id);
        expect(round?.state).toBe('live');
        expect(round?.roundHash).toBeNull();
        expect(round?.results).toEqual(full.map((m) => soFar(m, minute)));
      }
    }

    t.clock.set(new Date(Date.parse(next.fullTimeAt)));
    await loop.engine.tick();
    const done = await roundById(next.id);
    expect(done.results).toEqual(full);
    expect(done.roundHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
