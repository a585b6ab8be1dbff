import { describe, expect, it } from 'vitest';
import { SAVANNA_SLOT, playSlotRound, slotPayout } from '@nyota/fairness/slots';
import { DemoSeeds } from './fair/demo-seeds';
import { demoSlotRound, scatterCells, stepStake, verifySlotRound, winningCells } from './slot-model';

let counter = 0;
/** Deterministic "random" bytes so the test is repeatable. */
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + counter++) % 256);

describe('slot model', () => {
  it('plays demo rounds from its own seed pair, counting nonces, and the revealed seed verifies them', () => {
    const seeds = new DemoSeeds(2, bytes);
    const first = seeds.view().current;
    const spins = [0, 1, 2].map(() => demoSlotRound(SAVANNA_SLOT, seeds, 1_000, 50_000));
    expect(spins.map((s) => s.nonce)).toEqual([0, 1, 2]);
    expect(spins.every((s) => s.serverSeedHash === first.serverSeedHash)).toBe(true);
    expect(seeds.view().current.nonce).toBe(3);
    const rotated = seeds.rotate('player-seed');
    expect(rotated?.revealed.serverSeedHash).toBe(first.serverSeedHash);
    expect(rotated?.current.serverSeedHash).toBe(first.nextServerSeedHash);
    for (const s of spins) {
      const round = playSlotRound(SAVANNA_SLOT, {
        serverSeed: rotated!.revealed.serverSeed,
        clientSeed: first.clientSeed,
        nonce: s.nonce,
      });
      expect(s.payout).toBe(slotPayout(SAVANNA_SLOT, 1_000, round));
      expect(s.balance).toBe(50_000 - 1_000 + s.payout);
      expect(verifySlotRound(SAVANNA_SLOT, rotated!.revealed, s)).toBe(true);
    }
    const tampered = { ...spins[0]!, payout: spins[0]!.payout + 10 };
    expect(verifySlotRound(SAVANNA_SLOT, rotated!.revealed, tampered)).toBe(false);
    expect(seeds.rotate('has space')).toBeNull();
  });

  it('lights the first `count` cells of each winning line and every scatter', () => {
    const paylines = [
      [1, 1, 1, 1, 1],
      [0, 1, 2, 1, 0],
    ];
    const cells = winningCells(paylines, {
      lineWins: [
        { line: 1, symbol: 'lion', count: 3, pay: 25 },
        { line: 0, symbol: 'zebra', count: 4, pay: 15 },
      ],
    });
    expect([...cells].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2', '3:1'].sort());
    const window = [
      ['a', 'sunset', 'b'],
      ['c', 'd', 'e'],
      ['sunset', 'f', 'g'],
    ];
    expect([...scatterCells({ window }, 'sunset')].sort()).toEqual(['0:1', '2:0']);
  });

  it('steps the stake within its list', () => {
    const stakes = [100, 200, 500];
    expect(stepStake(stakes, 200, 1)).toBe(500);
    expect(stepStake(stakes, 500, 1)).toBe(500);
    expect(stepStake(stakes, 100, -1)).toBe(100);
    expect(stepStake(stakes, 333, 1)).toBe(200);
  });
});
