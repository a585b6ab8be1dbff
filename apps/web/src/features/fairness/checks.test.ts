/**
 * The verifier's checks against independent references (WebCrypto HMAC/SHA-256 and the formulas
 * of the provably fair page), and against tampered data, which they must reject.
 */
import { describe, expect, it } from 'vitest';
import type { FootballFairness, FootballRound } from '@nyota/contract/api/football';
import { buildChain } from '@nyota/fairness/crash';
import {
  SAVANNA_LEAGUE,
  fixtureCells,
  footballLeagueHash,
  matchSeedInputs,
  playMatch,
  priceMatch,
  seasonSchedule,
  type FootballTeam,
} from '@nyota/fairness/football';
import { SAVANNA_SLOT, compileSlot } from '@nyota/fairness/slots';
import { COIN_SPIN_TABLE } from '@nyota/fairness/wheel';
import { checkCrash, edgePercentToBp } from './crash-check';
import { checkFootballRound } from './football-check';
import { checkSeeds } from './seed-check';

const enc = new TextEncoder();
const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, '0')).join('');

async function hmacHex(key: string, msg: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', k, typeof msg === 'string' ? enc.encode(msg) : msg));
}

const bytesOf = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

/** Float i of HMAC(serverSeed, client:nonce:0), for i < 8. */
function floatAt(h: string, i: number): number {
  let f = 0;
  for (let b = 0; b < 4; b++) f += Number.parseInt(h.slice((i * 4 + b) * 2, (i * 4 + b) * 2 + 2), 16) / 256 ** (b + 1);
  return f;
}

const SALT = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';
const chain = buildChain('a'.repeat(64), 3000);

describe('crash check', () => {
  it('recomputes the crash point as the page explains and checks the chain', async () => {
    const n = 17;
    const gameHash = chain.gameHashes[n - 1] as string;
    const r = checkCrash({ gameHash, salt: SALT, houseEdgeBp: 100, gameNumber: n, terminatingHash: chain.terminatingHash });
    if (!r.ok) throw new Error(r.problem);
    // The message is the hash's 32 bytes, as bustabit's public verifier computes it.
    const h = await hmacHex(SALT, bytesOf(gameHash));
    expect(r.check.scheme).toBe(2);
    const x = Number.parseInt(h.slice(0, 13), 16) / 2 ** 52;
    expect(r.check.hmacHex).toBe(h);
    expect(r.check.x).toBe(x);
    expect(r.check.point).toBe(Math.max(100, Math.floor((100 * 0.99) / (1 - x) + 1e-9)));
    expect(r.check.chainOk).toBe(true);
    const wrong = checkCrash({
      gameHash,
      salt: SALT,
      houseEdgeBp: 100,
      gameNumber: n + 1,
      terminatingHash: chain.terminatingHash,
    });
    expect(wrong.ok && wrong.check.chainOk).toBe(false);
    const noChain = checkCrash({ gameHash, salt: SALT, houseEdgeBp: 100 });
    expect(noChain.ok && noChain.check.chainOk).toBeNull();
  });

  it("checks a round of a first-scheme chain with the hash's hex text as the message", async () => {
    const gameHash = chain.gameHashes[4] as string;
    const r = checkCrash({ gameHash, salt: SALT, houseEdgeBp: 100, scheme: 1 });
    if (!r.ok) throw new Error(r.problem);
    const h = await hmacHex(SALT, gameHash);
    expect(r.check.hmacHex).toBe(h);
    const x = Number.parseInt(h.slice(0, 13), 16) / 2 ** 52;
    expect(r.check.point).toBe(Math.max(100, Math.floor((100 * 0.99) / (1 - x) + 1e-9)));
    expect(checkCrash({ gameHash, salt: SALT, houseEdgeBp: 100, scheme: 3 })).toEqual({ ok: false, problem: 'scheme' });
  });

  it('ends a round at 200x when its crash point is higher', () => {
    const results = chain.gameHashes.map((gameHash) => checkCrash({ gameHash, salt: SALT, houseEdgeBp: 100 }));
    const forced = results.find((r) => r.ok && r.check.point >= 20_000);
    const normal = results.find((r) => r.ok && r.check.point < 20_000);
    expect(forced?.ok && forced.check).toMatchObject({ end: 20_000, forced: true });
    expect(normal?.ok && normal.check.forced).toBe(false);
    expect(normal?.ok && normal.check.end === normal.check.point).toBe(true);
  });

  it('names the bad input', () => {
    expect(checkCrash({ gameHash: 'xyz', salt: SALT, houseEdgeBp: 100 })).toEqual({ ok: false, problem: 'hash' });
    expect(checkCrash({ gameHash: 'a'.repeat(64), salt: '', houseEdgeBp: 100 })).toEqual({ ok: false, problem: 'salt' });
    expect(checkCrash({ gameHash: 'a'.repeat(64), salt: SALT, houseEdgeBp: edgePercentToBp('abc') })).toEqual({
      ok: false,
      problem: 'edge',
    });
    expect(edgePercentToBp('1')).toBe(100);
    expect(edgePercentToBp('2,5%')).toBe(250);
  });
});

describe('seed check', () => {
  const inputs = { serverSeed: 'revealed-server-seed', clientSeed: 'player seed', nonce: '7' };

  it('hashes the server seed and replays the slot reels from the byte stream', async () => {
    const r = checkSeeds('slot', inputs);
    if (!r.ok || r.check.kind !== 'slot') throw new Error('expected a slot check');
    expect(r.check.serverSeedHash).toBe(hex(await crypto.subtle.digest('SHA-256', enc.encode(inputs.serverSeed))));
    const h = await hmacHex(inputs.serverSeed, 'player seed:7:0');
    const strips = compileSlot(SAVANNA_SLOT).strips;
    expect(r.check.round.base.stops).toEqual(strips.map((s, i) => Math.floor(floatAt(h, i) * s.length)));
    expect(r.check.multiple).toBe(Math.round((r.check.round.totalPay * 100) / SAVANNA_SLOT.paylines.length));
  });

  it('picks the wheel segment by weight from the first number', async () => {
    const r = checkSeeds('coinspin', inputs);
    if (!r.ok || r.check.kind !== 'wheel') throw new Error('expected a wheel check');
    const f = floatAt(await hmacHex(inputs.serverSeed, 'player seed:7:0'), 0);
    const weights = COIN_SPIN_TABLE.segments.map((s) => s.weight);
    let target = f * weights.reduce((a, b) => a + b, 0);
    const index = weights.findIndex((w) => (target -= w) < 0);
    expect(r.check.spin.float).toBe(f);
    expect(r.check.spin.segmentIndex).toBe(index);
  });

  it('names the bad input', () => {
    expect(checkSeeds('slot', { ...inputs, serverSeed: ' ' })).toEqual({ ok: false, problem: 'seed' });
    expect(checkSeeds('slot', { ...inputs, clientSeed: '' })).toEqual({ ok: false, problem: 'client' });
    expect(checkSeeds('slot', { ...inputs, nonce: '-1' })).toEqual({ ok: false, problem: 'nonce' });
  });
});

describe('football check', () => {
  const roundNumber = 5;
  const roundHash = chain.gameHashes[roundNumber - 1] as string;
  const fairness: FootballFairness = {
    chainId: 1,
    terminatingHash: chain.terminatingHash,
    salt: SALT,
    chainLength: 3000,
    leagueId: SAVANNA_LEAGUE.id,
    leagueVersion: 1,
    leagueHash: footballLeagueHash(SAVANNA_LEAGUE),
    marginBp: SAVANNA_LEAGUE.marginBp,
    oddsMin: 101,
    oddsMax: 100_000,
  };
  const team = (i: number) => SAVANNA_LEAGUE.teams[i] as FootballTeam;
  // Matchday 1's first two fixtures: the formula prices their 0-3 above the 1000.00x cap.
  const pairs = (seasonSchedule(20)[0] ?? []).slice(0, 2).map((f) => [f.home, f.away] as const);
  const fixtures = pairs.map(([home, away], index) => {
    const odds: Record<string, Record<string, number>> = {};
    for (const p of priceMatch(fixtureCells(SAVANNA_LEAGUE, team(home), team(away)), fairness.marginBp))
      if (p.odds !== null) (odds[p.market] ??= {})[p.selection] = p.odds;
    return { index, home, away, odds };
  });
  const results = pairs.map(([home, away], i) =>
    playMatch(fixtureCells(SAVANNA_LEAGUE, team(home), team(away)), matchSeedInputs(roundHash, SALT, i)),
  );
  const round: FootballRound = {
    id: '9',
    roundNumber,
    season: 1,
    matchday: 1,
    state: 'settled',
    opensAt: '',
    closesAt: '',
    kickoffAt: '',
    fullTimeAt: '',
    commitment: chain.gameHashes[roundNumber - 2] as string,
    roundHash,
    configVersion: 'v1',
    fixtures,
    results: results.map((r) => ({ ...r, goals: [...r.goals] })),
  };

  it('accepts an honest round and rejects a changed score, price or hash', () => {
    expect(checkFootballRound(round, fairness)?.ok).toBe(true);
    const first = results[0];
    if (!first) throw new Error('no match');
    const changedScore = {
      ...round,
      results: [{ ...first, home: first.home + 1, goals: [...first.goals] }, ...(round.results ?? []).slice(1)],
    };
    expect(checkFootballRound(changedScore, fairness)?.matches[0]?.sameResult).toBe(false);
    expect(checkFootballRound(changedScore, fairness)?.ok).toBe(false);
    const f0 = fixtures[0];
    if (!f0) throw new Error('no fixture');
    const changedOdds = {
      ...round,
      fixtures: [{ ...f0, odds: { ...f0.odds, '1x2': { ...f0.odds['1x2'], home: 999 } } }, ...fixtures.slice(1)],
    };
    const oddsCheck = checkFootballRound(changedOdds, fairness);
    expect(oddsCheck?.matches[0]?.oddsMismatches).toBe(1);
    expect(oddsCheck?.ok).toBe(false);
    expect(checkFootballRound({ ...round, roundNumber: roundNumber + 1 }, fairness)?.chainOk).toBe(false);
    expect(checkFootballRound({ ...round, roundHash: null }, fairness)).toBeNull();
  });

  it('applies the published 1000.00x cap and checks the bounds served with the round', () => {
    const check = checkFootballRound(round, fairness);
    expect(check?.boundsOk).toBe(true);
    expect(check?.matches.map((m) => m.oddsCapped)).toEqual([1, 1]);
    expect(fixtures[0]?.odds['cs']?.['0-3']).toBe(100_000);
    // A price served as the raw formula (1594.45x) instead of the cap is a mismatch.
    const f0 = fixtures[0];
    if (!f0) throw new Error('no fixture');
    const uncapped = {
      ...round,
      fixtures: [{ ...f0, odds: { ...f0.odds, cs: { ...f0.odds['cs'], '0-3': 159_445 } } }, ...fixtures.slice(1)],
    };
    expect(checkFootballRound(uncapped, fairness)?.matches[0]?.oddsMismatches).toBe(1);
    const otherCap = checkFootballRound(round, { ...fairness, oddsMax: 200_000 });
    expect(otherCap?.boundsOk).toBe(false);
    expect(otherCap?.ok).toBe(false);
  });
});
