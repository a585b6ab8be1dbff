/**
 * Statistical smoke test: tens of thousands of rounds of each game drawn through the real byte
 * stream and hash chain land inside wide (z = 4.5) intervals around the exact values computed by the
 * math modules. The seeds are fixed, so a failure is reproducible, never a flake; it means the
 * sampling and the exact math disagree.
 */
import { describe, expect, it } from 'vitest';
import { buildChain, CRASH_CAP, crashPoint } from './crash/index.js';
import { fixtureCells, matchSeedInputs, playMatch, priceMatch, SAVANNA_LEAGUE, totalWeight } from './football/index.js';
import { bigFractionToNumber, playSlotRound, SAVANNA_PUBLISHED_STATS, SAVANNA_SLOT, slotRtp } from './slots/index.js';
import { RtpAccumulator } from './stats.js';
import { COIN_SPIN_TABLE, fractionValue, spinWheel, wheelStats } from './wheel/index.js';

const Z = 4.5;

function expectWithin(estimate: { low: number; high: number }, exact: number): void {
  expect(exact).toBeGreaterThanOrEqual(estimate.low);
  expect(exact).toBeLessThanOrEqual(estimate.high);
}

function expectFrequency(hits: number, n: number, p: number): void {
  const sd = Math.sqrt((p * (1 - p)) / n);
  expect(Math.abs(hits / n - p)).toBeLessThanOrEqual(Z * sd);
}

describe('statistical smoke test', () => {
  it('60k coin spins: segment frequencies and coin RTP match the table', () => {
    const n = 60_000;
    const counts = new Array<number>(COIN_SPIN_TABLE.segments.length).fill(0);
    const acc = new RtpAccumulator();
    for (let nonce = 0; nonce < n; nonce += 1) {
      const spin = spinWheel(COIN_SPIN_TABLE, { serverSeed: 'smoke-wheel', clientSeed: 'player', nonce });
      counts[spin.segmentIndex] = (counts[spin.segmentIndex] ?? 0) + 1;
      acc.add(spin.segment.prize.kind === 'coin' ? spin.segment.prize.amount / COIN_SPIN_TABLE.cost.amount : 0);
    }
    const total = COIN_SPIN_TABLE.segments.reduce((sum, s) => sum + s.weight, 0);
    COIN_SPIN_TABLE.segments.forEach((segment, i) => expectFrequency(counts[i] ?? 0, n, segment.weight / total));
    const rtp = wheelStats(COIN_SPIN_TABLE).rtp;
    if (!rtp) throw new Error('coin spin has a cost');
    expectWithin(acc.estimate(Z), fractionValue(rtp));
  });

  it('100k slot rounds: RTP, hit rate and free-spin rate match the exact values', () => {
    const n = 100_000;
    const acc = new RtpAccumulator();
    let hits = 0;
    let triggers = 0;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const round = playSlotRound(SAVANNA_SLOT, { serverSeed: 'smoke-slot', clientSeed: 'player', nonce });
      acc.add(round.totalPay / SAVANNA_SLOT.paylines.length);
      if (round.base.pay > 0) hits += 1;
      if (round.freeSpins.length > 0) triggers += 1;
    }
    const exact = slotRtp(SAVANNA_SLOT);
    const estimate = acc.estimate(Z);
    expectWithin(estimate, bigFractionToNumber(exact.rtp));
    expect(estimate.sigma / SAVANNA_PUBLISHED_STATS.sigma).toBeGreaterThan(0.7);
    expect(estimate.sigma / SAVANNA_PUBLISHED_STATS.sigma).toBeLessThan(1.3);
    expectFrequency(hits, n, SAVANNA_PUBLISHED_STATS.hitRateBp / 10_000);
    expectFrequency(triggers, n, bigFractionToNumber(exact.freeSpinTrigger));
  });

  it('60k crash rounds from a hash chain: P(crash ≥ m) = 0.99/m and every target returns 99%', () => {
    const n = 60_000;
    const chain = buildChain('5'.repeat(64), n);
    const targets = [101, 200, 1000, CRASH_CAP];
    const accs = targets.map(() => new RtpAccumulator());
    const reached = targets.map(() => 0);
    for (const hash of chain.gameHashes) {
      const crash = crashPoint(hash, 'smoke-salt', 100);
      targets.forEach((target, i) => {
        const won = crash >= target;
        if (won) reached[i] = (reached[i] ?? 0) + 1;
        accs[i]?.add(won ? target / 100 : 0);
      });
    }
    targets.forEach((target, i) => {
      expectFrequency(reached[i] ?? 0, n, 99 / target);
      expectWithin((accs[i] as RtpAccumulator).estimate(Z), 0.99);
    });
  });

  it('30k virtual matches: score frequencies follow the priced matrix, so each selection returns ≤ 1 − margin', () => {
    const n = 30_000;
    const [home, away] = SAVANNA_LEAGUE.teams;
    if (!home || !away) throw new Error('teams missing');
    const cells = fixtureCells(SAVANNA_LEAGUE, home, away);
    const prices = priceMatch(cells, SAVANNA_LEAGUE.marginBp);
    const wins = new Map<string, number>();
    let goals = 0;
    for (let i = 0; i < n; i += 1) {
      const result = playMatch(cells, matchSeedInputs('9'.repeat(64), `round-${Math.floor(i / 10)}`, i % 10));
      goals += result.home + result.away;
      const key = result.home > result.away ? 'home' : result.home === result.away ? 'draw' : 'away';
      wins.set(key, (wins.get(key) ?? 0) + 1);
    }
    const total = totalWeight(cells);
    for (const selection of ['home', 'draw', 'away']) {
      const price = prices.find((p) => p.market === '1x2' && p.selection === selection);
      expectFrequency(wins.get(selection) ?? 0, n, (price?.weight ?? 0) / total);
    }
    const meanGoals = cells.reduce((sum, c) => sum + ((c.home + c.away) * c.weight) / total, 0);
    expect(Math.abs(goals / n - meanGoals)).toBeLessThan(0.03);
  });
});
