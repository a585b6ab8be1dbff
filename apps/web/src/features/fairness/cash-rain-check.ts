/**
 * Checks a cash-rain round in the browser (docs/product-rules/cash-rain.md#checking-a-round): the
 * revealed seed against the fingerprint published before the round, then every packet recomputed
 * from the seed and the round's tier table, and each claimed packet against its place.
 */
import type { CashRainDrawStatus } from '@nyota/contract/api/cash-rain';
import { cashRainCommitment, cashRainPackets, cashRainPot, verifyCashRain } from '@nyota/fairness/cash-rain';

export interface CashRainCheck {
  hashOk: boolean;
  claimsOk: boolean;
  /** The first place that did not match, when one did not. */
  badPlace: number | null;
  packets: number[];
  pot: number;
  paid: number;
}

/** Null while the round has not ended (no seed yet). */
export function checkCashRainRound(d: CashRainDrawStatus): CashRainCheck | null {
  if (d.seed === null) return null;
  const hashOk = cashRainCommitment(d.seed) === d.seedHash;
  const pot = cashRainPot(d.tiers);
  const packets = cashRainPackets(d.seed, d.id, d.tiers);
  // The claims are checked on their own (against the seed's own hash), so each finding stands alone.
  const verdict = verifyCashRain({
    roundId: d.id,
    seed: d.seed,
    seedHash: cashRainCommitment(d.seed),
    tiers: d.tiers,
    claims: d.claims,
  });
  const paid = d.claims.reduce((s, c) => s + c.amount, 0);
  if (verdict.ok) return { hashOk, claimsOk: true, badPlace: null, packets, pot, paid };
  return { hashOk, claimsOk: false, badPlace: verdict.place ?? null, packets, pot, paid };
}
