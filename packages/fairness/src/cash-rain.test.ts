import { describe, expect, it } from 'vitest';
import { bytesToHex } from './hash.js';
import {
  CASH_RAIN_DEFAULT_POT,
  CASH_RAIN_DEFAULT_TIERS,
  CASH_RAIN_MAX_PACKET,
  cashRainCommitment,
  cashRainPackets,
  cashRainPot,
  cashRainTiersProblem,
  verifyCashRain,
  type CashRainTier,
} from './cash-rain.js';

const subtle = globalThis.crypto.subtle;
const utf8 = (s: string) => new TextEncoder().encode(s);
const SEED = '5c1d2e3f405162738495a6b7c8d9eaf00112233445566778899aabbccddeeff1';

/** The documented shuffle written again with WebCrypto, as an outside verifier would. */
async function byHand(seed: string, roundId: number, tiers: readonly CashRainTier[]): Promise<number[]> {
  const key = await subtle.importKey('raw', utf8(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const out: number[] = [];
  for (const t of tiers) for (let k = 0; k < t.count; k++) out.push(t.amount);
  for (let i = out.length - 1; i > 0; i--) {
    const h = new DataView(await subtle.sign('HMAC', key, utf8(`${roundId}:${i}`)));
    const j = Number(h.getBigUint64(0) % BigInt(i + 1));
    [out[i], out[j]] = [out[j] ?? 0, out[i] ?? 0];
  }
  return out;
}

describe('cash rain packets', () => {
  it('publishes a default table worth the seeds pot with no packet above the biggest', () => {
    expect(cashRainPot(CASH_RAIN_DEFAULT_TIERS)).toBe(CASH_RAIN_DEFAULT_POT);
    expect(Math.max(...CASH_RAIN_DEFAULT_TIERS.map((t) => t.amount))).toBe(CASH_RAIN_MAX_PACKET);
    expect(cashRainTiersProblem(CASH_RAIN_DEFAULT_TIERS)).toBeNull();
  });

  it('refuses tables it cannot cut', () => {
    expect(cashRainTiersProblem([])).not.toBeNull();
    expect(cashRainTiersProblem([{ amount: 20_001, count: 1 }])).toMatch(/biggest/);
    expect(cashRainTiersProblem([{ amount: 100, count: 0 }])).toMatch(/count/);
    expect(cashRainTiersProblem([{ amount: 1.5, count: 2 }])).toMatch(/amount/);
    expect(() => cashRainPackets(SEED, 1, [])).toThrow(RangeError);
  });

  it('shuffles as the documented formula and keeps every packet of the table', async () => {
    const tiers = [
      { amount: 300, count: 3 },
      { amount: 100, count: 40 },
    ];
    const packets = cashRainPackets(SEED, 42, tiers);
    expect(packets).toEqual(await byHand(SEED, 42, tiers));
    expect([...packets].sort((a, b) => a - b)).toEqual([...Array(40).fill(100), 300, 300, 300]);
    const full = cashRainPackets(SEED, 7, CASH_RAIN_DEFAULT_TIERS);
    expect(full.reduce((a, b) => a + b, 0)).toBe(CASH_RAIN_DEFAULT_POT);
    expect(full).not.toEqual(cashRainPackets(SEED, 8, CASH_RAIN_DEFAULT_TIERS));
  });

  it('commits to the seed with SHA-256 of its text', async () => {
    expect(cashRainCommitment(SEED)).toBe(bytesToHex(new Uint8Array(await subtle.digest('SHA-256', utf8(SEED)))));
  });

  it('puts the biggest packet near every place alike (no last-packet bias)', () => {
    const tiers = [
      { amount: 2, count: 1 },
      { amount: 1, count: 9 },
    ];
    const at = Array<number>(10).fill(0);
    for (let r = 0; r < 4000; r++) {
      const i = cashRainPackets(SEED, r, tiers).indexOf(2);
      at[i] = (at[i] ?? 0) + 1;
    }
    for (const n of at) expect(n).toBeGreaterThan(300);
  });

  it('verifies a true round and refuses changed ones', () => {
    const tiers = CASH_RAIN_DEFAULT_TIERS;
    const packets = cashRainPackets(SEED, 3, tiers);
    const claims = packets.slice(0, 50).map((amount, place) => ({ place, amount }));
    const proof = { roundId: 3, seed: SEED, seedHash: cashRainCommitment(SEED), tiers, claims };
    const ok = verifyCashRain(proof);
    expect(ok.ok && ok.paid).toBe(claims.reduce((s, c) => s + c.amount, 0));
    expect(verifyCashRain({ ...proof, seed: SEED.replace('5c', '5d') })).toMatchObject({ ok: false, reason: 'hash' });
    const bumped = claims.map((c, i) => (i === 4 ? { ...c, amount: c.amount + 1 } : c));
    expect(verifyCashRain({ ...proof, claims: bumped })).toMatchObject({ ok: false, reason: 'claim', place: 4 });
    expect(verifyCashRain({ ...proof, claims: [...claims, claims[0]!] })).toMatchObject({ ok: false, reason: 'duplicate' });
  });
});
