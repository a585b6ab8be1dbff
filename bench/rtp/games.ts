/**
 * One chunk of rounds of one game, played through the same @nyota/fairness calls the engines and the
 * verifier use (byte stream, hash chain, crash formula, wheel pick, slot round, match draw, settle).
 * Every seed is derived from the printed base seed, the game and the chunk index, so a chunk gives the
 * same tallies on any worker and a whole run is reproducible from its base seed and round count.
 */
import {
  CRASH_CAP,
  CRASH_DEFAULT_HOUSE_EDGE_BP,
  COIN_SPIN_TABLE,
  DIAMOND_SPIN_TABLE,
  FOOTBALL_MARKETS,
  SAVANNA_LEAGUE,
  SAVANNA_SLOT,
  crashPoint,
  fixtureCells,
  isCashOutAccepted,
  matchSeedInputs,
  playMatch,
  playSlotRound,
  priceMatch,
  roundEnd,
  seasonSchedule,
  settleSelection,
  sha256Hex,
  spinWheel,
  totalWeight,
  walkChain,
  type FootballMarket,
  type Price,
  type ScoreCell,
  type WheelTable,
} from '@nyota/fairness';
import { ChunkTally, type Tally } from './tally.js';

/** In the order they run: cheapest first, so a long run on a busy machine shows results early. */
export const GAMES = ['coinspin', 'diamondspin', 'slot', 'crash', 'football'] as const;
export type Game = (typeof GAMES)[number];

export interface ChunkResult {
  readonly tallies: Record<string, Tally>;
  /** Σ over rounds of each metric's exact expected value given what was played (football fixtures). */
  readonly expected: Record<string, number>;
}

/** The per-bet games' client seed; the server seed changes per chunk (a seed pair serves many bets). */
export const BENCH_CLIENT_SEED = 'rtp-bench';

export function chunkSeed(baseSeed: string, game: Game, chunk: number): string {
  return sha256Hex(`${baseSeed}:${game}:${chunk}`);
}

/** Auto cash-out targets in hundredths, and 'hold' (never cash out: paid only by the forced 200x). */
export const CRASH_STRATEGIES = [101, 200, 1000, 10_000, 20_000, 'hold'] as const;

export function crashStrategyKey(strategy: (typeof CRASH_STRATEGIES)[number]): string {
  return strategy === 'hold' ? 'hold to 200x' : `auto ${(strategy / 100).toFixed(2)}x`;
}

/** A chunk of crash rounds: its own hash chain, played against the run's salt; payouts in hundredths per unit. */
function crashChunk(baseSeed: string, chunk: number, rounds: number): ChunkResult {
  const salt = sha256Hex(`${baseSeed}:crash-salt`);
  const tallies = CRASH_STRATEGIES.map(() => new ChunkTally());
  walkChain(chunkSeed(baseSeed, 'crash', chunk), rounds, (gameHash) => {
    const crash = crashPoint(gameHash, salt, CRASH_DEFAULT_HOUSE_EDGE_BP);
    CRASH_STRATEGIES.forEach((strategy, i) => {
      const tally = tallies[i] as ChunkTally;
      if (strategy === 'hold') tally.add(roundEnd(crash).forced ? CRASH_CAP : 0);
      else tally.add(isCashOutAccepted(strategy, crash) ? strategy : 0);
    });
  });
  return {
    tallies: Object.fromEntries(CRASH_STRATEGIES.map((s, i) => [crashStrategyKey(s), (tallies[i] as ChunkTally).done()])),
    expected: {},
  };
}

/** Slot rounds: total pay in line bets (free spins included), and 0/1 hit and free-spin events. */
function slotChunk(baseSeed: string, chunk: number, rounds: number): ChunkResult {
  const serverSeed = chunkSeed(baseSeed, 'slot', chunk);
  const rtp = new ChunkTally();
  const hits = new ChunkTally();
  const triggers = new ChunkTally();
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const round = playSlotRound(SAVANNA_SLOT, { serverSeed, clientSeed: BENCH_CLIENT_SEED, nonce });
    rtp.add(round.totalPay);
    hits.add(round.base.pay > 0 ? 1 : 0);
    triggers.add(round.freeSpins.length > 0 ? 1 : 0);
  }
  return { tallies: { rtp: rtp.done(), 'hit rate': hits.done(), 'free-spin rate': triggers.done() }, expected: {} };
}

/** Prize kinds a wheel pays, in table order. */
export function wheelKinds(table: WheelTable): string[] {
  return [...new Set(table.segments.flatMap((s) => (s.prize.kind === 'none' ? [] : [s.prize.kind])))];
}

/** Wheel spins: the amount won of each prize kind per spin, in that kind's minor units. */
function wheelChunk(table: WheelTable, game: Game, baseSeed: string, chunk: number, rounds: number): ChunkResult {
  const serverSeed = chunkSeed(baseSeed, game, chunk);
  const kinds = wheelKinds(table);
  const tallies = kinds.map(() => new ChunkTally());
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const { prize } = spinWheel(table, { serverSeed, clientSeed: BENCH_CLIENT_SEED, nonce }).segment;
    kinds.forEach((kind, i) => (tallies[i] as ChunkTally).add(prize.kind === kind ? prize.amount : 0));
  }
  return { tallies: Object.fromEntries(kinds.map((k, i) => [k, (tallies[i] as ChunkTally).done()])), expected: {} };
}

/** mulberry32: the bettor's choice of selection is not part of the fair draw, just needs to be reproducible. */
function playerChoices(seedHex: string): () => number {
  let state = Number.parseInt(seedHex.slice(0, 8), 16) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface PricedFixture {
  readonly cells: readonly ScoreCell[];
  /** Per market, the selections on offer (odds not null). */
  readonly offered: Record<FootballMarket, readonly (Price & { odds: number })[]>;
  /** Per market, the exact return of a uniformly random offered selection. */
  readonly expected: Record<FootballMarket, number>;
}

export const FOOTBALL_MARKET_KEYS = Object.keys(FOOTBALL_MARKETS) as FootballMarket[];

function priceFixture(home: number, away: number): PricedFixture {
  const homeTeam = SAVANNA_LEAGUE.teams[home];
  const awayTeam = SAVANNA_LEAGUE.teams[away];
  if (!homeTeam || !awayTeam) throw new Error('fixture team missing');
  const cells = fixtureCells(SAVANNA_LEAGUE, homeTeam, awayTeam);
  const total = totalWeight(cells);
  const prices = priceMatch(cells, SAVANNA_LEAGUE.marginBp);
  const offered = {} as Record<FootballMarket, (Price & { odds: number })[]>;
  const expected = {} as Record<FootballMarket, number>;
  for (const market of FOOTBALL_MARKET_KEYS) {
    const onOffer = prices.filter((p): p is Price & { odds: number } => p.market === market && p.odds !== null);
    if (onOffer.length === 0) throw new Error(`no selection offered in ${market}`);
    offered[market] = onOffer;
    expected[market] = onOffer.reduce((sum, p) => sum + (p.weight / total) * (p.odds / 100), 0) / onOffer.length;
  }
  return { cells, offered, expected };
}

let season: PricedFixture[][] | null = null;

/** The league's double round robin, priced once per worker (38 rounds of 10 fixtures). */
function pricedSeason(): PricedFixture[][] {
  season ??= seasonSchedule(SAVANNA_LEAGUE.teams.length).map((round) => round.map((f) => priceFixture(f.home, f.away)));
  return season;
}

/** Stake per football bet, minor units; the payout is stake × odds / 100. */
export const FOOTBALL_STAKE = 100;

/**
 * Virtual football: `rounds` matches, 10 per league round in schedule order, each round's hash derived
 * from the chunk seed and the league salt from the base seed. One bet per market per match on a random
 * offered selection, settled by settleSelection; payouts in minor units per FOOTBALL_STAKE.
 */
function footballChunk(baseSeed: string, chunk: number, rounds: number): ChunkResult {
  const schedule = pricedSeason();
  const salt = sha256Hex(`${baseSeed}:football-salt`);
  const seed = chunkSeed(baseSeed, 'football', chunk);
  const choose = playerChoices(seed);
  const tallies = FOOTBALL_MARKET_KEYS.map(() => new ChunkTally());
  const expected = FOOTBALL_MARKET_KEYS.map(() => 0);
  const perRound = schedule[0]?.length ?? 0;
  let roundHash = '';
  for (let i = 0; i < rounds; i += 1) {
    const leagueRound = Math.floor(i / perRound);
    const matchIndex = i % perRound;
    if (matchIndex === 0) roundHash = sha256Hex(`${seed}:${leagueRound}`);
    const fixture = schedule[leagueRound % schedule.length]?.[matchIndex];
    if (!fixture) throw new Error('fixture missing');
    const score = playMatch(fixture.cells, matchSeedInputs(roundHash, salt, matchIndex));
    FOOTBALL_MARKET_KEYS.forEach((market, m) => {
      const offered = fixture.offered[market];
      const pick = offered[Math.floor(choose() * offered.length)] as Price & { odds: number };
      (tallies[m] as ChunkTally).add(settleSelection(market, pick.selection, pick.odds, FOOTBALL_STAKE, score));
      expected[m] = (expected[m] as number) + fixture.expected[market];
    });
  }
  return {
    tallies: Object.fromEntries(FOOTBALL_MARKET_KEYS.map((m, i) => [m, (tallies[i] as ChunkTally).done()])),
    expected: Object.fromEntries(FOOTBALL_MARKET_KEYS.map((m, i) => [m, expected[i] as number])),
  };
}

export function runChunk(game: Game, baseSeed: string, chunk: number, rounds: number): ChunkResult {
  switch (game) {
    case 'crash':
      return crashChunk(baseSeed, chunk, rounds);
    case 'slot':
      return slotChunk(baseSeed, chunk, rounds);
    case 'coinspin':
      return wheelChunk(COIN_SPIN_TABLE, game, baseSeed, chunk, rounds);
    case 'diamondspin':
      return wheelChunk(DIAMOND_SPIN_TABLE, game, baseSeed, chunk, rounds);
    case 'football':
      return footballChunk(baseSeed, chunk, rounds);
  }
}
