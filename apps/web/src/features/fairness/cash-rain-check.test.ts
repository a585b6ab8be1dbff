import { describe, expect, it } from 'vitest';
import type { CashRainDrawStatus } from '@nyota/contract/api/cash-rain';
import { cashRainCommitment, cashRainPackets } from '@nyota/fairness/cash-rain';
import { checkCashRainRound } from './cash-rain-check';

const SEED = '0f'.repeat(32);
const tiers = [
  { amount: 500, count: 2 },
  { amount: 100, count: 5 },
];

function round(over: Partial<CashRainDrawStatus> = {}): CashRainDrawStatus {
  const packets = cashRainPackets(SEED, 9, tiers);
  return {
    id: 9,
    title: 'Raining Money',
    status: -1,
    begin: '2026-11-26T10:00:00Z',
    end: '2026-11-26T10:10:00Z',
    beginCountdown: 0,
    endCountdown: 0,
    seedHash: cashRainCommitment(SEED),
    seed: SEED,
    pot: 1_500,
    packets: 7,
    claimed: 3,
    paid: 0,
    tiers,
    award: null,
    claims: packets.slice(0, 3).map((amount, place) => ({ place, amount, mine: place === 1 })),
    ...over,
  };
}

describe('cash rain check', () => {
  it('recomputes every packet and accepts true claims', () => {
    const check = checkCashRainRound(round());
    expect(check).toMatchObject({ hashOk: true, claimsOk: true, pot: 1_500 });
    expect(check?.packets).toEqual(cashRainPackets(SEED, 9, tiers));
  });

  it('flags a seed that does not match its fingerprint, and a claim that does not match its place', () => {
    expect(checkCashRainRound(round({ seedHash: 'a'.repeat(64) }))).toMatchObject({ hashOk: false, claimsOk: true });
    const r = round();
    const claims = r.claims.map((c) => (c.place === 2 ? { ...c, amount: c.amount === 500 ? 100 : 500 } : c));
    expect(checkCashRainRound({ ...r, claims })).toMatchObject({ hashOk: true, claimsOk: false, badPlace: 2 });
  });

  it('waits for the seed while the round runs', () => {
    expect(checkCashRainRound(round({ seed: null }))).toBeNull();
  });
});
