/** The device's check of a registration spin: the revealed seed must match the commitment and draw the same segment. */
import { describe, expect, it } from 'vitest';
import type { RegSpinView } from '@nyota/contract/api/registration-wheel';
import { hashServerSeed } from '@nyota/fairness/seed-pair';
import { spinWheel } from '@nyota/fairness/wheel';
import { verifySpin } from './use-registration-wheel';

const table: RegSpinView['table'] = {
  game: 'registration-wheel',
  version: 1,
  cost: { kind: 'cash', amount: 0 },
  segments: [
    { label: 'K1', prize: { kind: 'cash', amount: 100 }, weight: 3 },
    { label: '500 coins', prize: { kind: 'coin', amount: 500 }, weight: 2 },
    { label: 'K5 bonus', prize: { kind: 'trial', amount: 500 }, weight: 1 },
  ],
};

function spinOf(serverSeed: string, clientSeed: string): RegSpinView {
  const { segmentIndex, segment } = spinWheel(table, { serverSeed, clientSeed, nonce: 0 });
  return {
    bonusType: 1,
    bonusAmount: segment.prize.amount,
    txt: segment.label,
    segmentIndex,
    status: 'waiting',
    expiresAt: '2026-11-21T08:00:00.000Z',
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce: 0,
    tableHash: '',
    table,
  };
}

describe('verifySpin', () => {
  it('accepts an honest spin and refuses a changed seed, segment or commitment', () => {
    const seed = 'a'.repeat(64);
    const honest = spinOf(seed, 'guest-seed');
    expect(verifySpin(honest, honest.serverSeedHash)).toBe(true);
    expect(verifySpin(honest, null)).toBe(true);
    expect(verifySpin(honest, hashServerSeed('b'.repeat(64)))).toBe(false);
    expect(verifySpin({ ...honest, segmentIndex: (honest.segmentIndex + 1) % 3 }, honest.serverSeedHash)).toBe(false);
    expect(verifySpin({ ...honest, serverSeed: 'c'.repeat(64) }, honest.serverSeedHash)).toBe(false);
  });
});
