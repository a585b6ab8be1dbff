/**
 * The mall raffle's draw (docs/product-rules/mall.md#the-draw), shared by the server that draws and
 * the browser that checks it. Tickets are numbered 1 to N in the order they were bought; the seed
 * (64 hex characters) is committed as SHA-256 of its text before the first ticket is sold.
 *
 * Place k (k = 0 for the first place) is drawn from the tickets not drawn yet, kept in ascending
 * order: h = HMAC-SHA256(key = seed, message = "<raffleId>:<k>") (both as UTF-8 text), the first 8
 * bytes of h read as an unsigned big-endian integer, modulo the count of tickets left, index the
 * list; that ticket wins place k + 1 and leaves the list. Places beyond the tickets sold stay empty.
 */
import { bytesToHex, hmacSha256, sha256Hex } from './hash.js';

export function raffleCommitment(seed: string): string {
  return sha256Hex(seed);
}

function indexOf(seed: string, raffleId: number, place: number, left: number): number {
  const h = hmacSha256(seed, `${raffleId}:${place}`);
  const first8 = BigInt(`0x${bytesToHex(h.subarray(0, 8))}`);
  return Number(first8 % BigInt(left));
}

/** The winning ticket numbers, first place first. */
export function raffleWinners(seed: string, raffleId: number, tickets: number, places: number): number[] {
  const left = Array.from({ length: tickets }, (_, i) => i + 1);
  const winners: number[] = [];
  for (let k = 0; k < places && left.length > 0; k++) {
    const [ticket] = left.splice(indexOf(seed, raffleId, k, left.length), 1);
    if (ticket !== undefined) winners.push(ticket);
  }
  return winners;
}

export interface RaffleProof {
  raffleId: number;
  seed: string;
  seedHash: string;
  tickets: number;
  winners: readonly number[];
}

/** True when the seed matches its commitment and gives exactly these winners. */
export function verifyRaffle(p: RaffleProof): boolean {
  if (raffleCommitment(p.seed) !== p.seedHash) return false;
  const again = raffleWinners(p.seed, p.raffleId, p.tickets, p.winners.length);
  return again.length === p.winners.length && again.every((t, i) => t === p.winners[i]);
}
