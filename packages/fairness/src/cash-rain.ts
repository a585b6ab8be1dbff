/**
 * Cash rain's packets (docs/product-rules/cash-rain.md#the-formula), shared by the server that cuts
 * a round's pot and the browser that checks it. The pot is cut by a PUBLISHED tier table (so many
 * packets of each amount), not by a random split: every player can see the chances before the round.
 * The seed (64 hex characters) is committed as SHA-256 of its text before the round begins and
 * revealed when it ends.
 *
 * The packets in table order (tier by tier, each amount repeated `count` times) are shuffled with a
 * Fisher-Yates pass from the last place down: for i = n - 1 .. 1, h = HMAC-SHA256(key = seed,
 * message = "<roundId>:<i>") (both UTF-8 text), j = the first 8 bytes of h as an unsigned big-endian
 * integer modulo (i + 1), swap places i and j. Place 0 goes to the first grab, place 1 to the next...
 */
import { bytesToHex, hmacSha256, sha256Hex } from './hash.js';

export interface CashRainTier {
  /** Minor units of one packet. */
  readonly amount: number;
  /** How many packets of that amount. */
  readonly count: number;
}

/** The seeds' constants: 1,000,000 distributed per round, the biggest packet up to 20,000. */
export const CASH_RAIN_DEFAULT_POT = 1_000_000;
export const CASH_RAIN_MAX_PACKET = 20_000;
/** More packets than that would make a round's proof too slow to check in a phone's browser. */
export const CASH_RAIN_MAX_PACKETS = 20_000;

/** The default table: 985 packets, 1,000,000 in all, a few big ones and many small. */
export const CASH_RAIN_DEFAULT_TIERS: readonly CashRainTier[] = [
  { amount: 20_000, count: 5 },
  { amount: 10_000, count: 20 },
  { amount: 2_500, count: 60 },
  { amount: 1_000, count: 200 },
  { amount: 500, count: 700 },
];

export function cashRainPot(tiers: readonly CashRainTier[]): number {
  return tiers.reduce((sum, t) => sum + t.amount * t.count, 0);
}

export function cashRainPacketCount(tiers: readonly CashRainTier[]): number {
  return tiers.reduce((sum, t) => sum + t.count, 0);
}

/** Why a table cannot be used, or null: positive whole amounts up to the biggest packet, bounded count. */
export function cashRainTiersProblem(tiers: readonly CashRainTier[], maxPacket = CASH_RAIN_MAX_PACKET): string | null {
  if (tiers.length === 0) return 'no tiers';
  for (const t of tiers) {
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0) return 'amount must be a positive integer';
    if (t.amount > maxPacket) return `amount above the biggest packet ${maxPacket}`;
    if (!Number.isSafeInteger(t.count) || t.count <= 0) return 'count must be a positive integer';
  }
  if (cashRainPacketCount(tiers) > CASH_RAIN_MAX_PACKETS) return `more than ${CASH_RAIN_MAX_PACKETS} packets`;
  return null;
}

export function cashRainCommitment(seed: string): string {
  return sha256Hex(seed);
}

function swapIndex(seed: string, roundId: number, i: number): number {
  const h = hmacSha256(seed, `${roundId}:${i}`);
  return Number(BigInt(`0x${bytesToHex(h.subarray(0, 8))}`) % BigInt(i + 1));
}

/** Every packet's amount by place (place 0 is the first grab's). */
export function cashRainPackets(seed: string, roundId: number, tiers: readonly CashRainTier[]): number[] {
  const problem = cashRainTiersProblem(tiers, Number.MAX_SAFE_INTEGER);
  if (problem) throw new RangeError(`cash rain tiers: ${problem}`);
  const packets = tiers.flatMap((t) => Array.from({ length: t.count }, () => t.amount));
  for (let i = packets.length - 1; i > 0; i--) {
    const j = swapIndex(seed, roundId, i);
    const a = packets[i];
    const b = packets[j];
    if (a === undefined || b === undefined) throw new Error('packet index out of range');
    packets[i] = b;
    packets[j] = a;
  }
  return packets;
}

export interface CashRainClaim {
  /** The packet's place (0-based). */
  readonly place: number;
  readonly amount: number;
}

export interface CashRainProof {
  readonly roundId: number;
  readonly seed: string;
  readonly seedHash: string;
  readonly tiers: readonly CashRainTier[];
  readonly claims: readonly CashRainClaim[];
}

export type CashRainVerdict =
  | { readonly ok: true; readonly packets: number[]; readonly paid: number }
  | { readonly ok: false; readonly reason: 'hash' | 'tiers' | 'claim' | 'duplicate' | 'over_pot'; readonly place?: number };

/**
 * Checks a round: the seed matches its commitment, and every claim is the packet the seed puts at
 * its place, no place twice, so the paid total can never pass the pot.
 */
export function verifyCashRain(p: CashRainProof): CashRainVerdict {
  if (cashRainCommitment(p.seed) !== p.seedHash.toLowerCase()) return { ok: false, reason: 'hash' };
  if (cashRainTiersProblem(p.tiers, Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'tiers' };
  const packets = cashRainPackets(p.seed, p.roundId, p.tiers);
  const seen = new Set<number>();
  let paid = 0;
  for (const c of p.claims) {
    if (seen.has(c.place)) return { ok: false, reason: 'duplicate', place: c.place };
    seen.add(c.place);
    if (packets[c.place] !== c.amount) return { ok: false, reason: 'claim', place: c.place };
    paid += c.amount;
  }
  if (paid > cashRainPot(p.tiers)) return { ok: false, reason: 'over_pot' };
  return { ok: true, packets, paid };
}
