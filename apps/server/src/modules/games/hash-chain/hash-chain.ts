/**
 * A game's hash chain (reference §1.5), the outcome source of crash and virtual football. Element 0
 * is a secret seed from the CSPRNG, element j+1 = SHA-256(hex of element j), and element `length`
 * is the terminating hash, published (the commitment) before the chain's salt exists. Round n plays
 * element `length − n`, so the chain is played backwards and every round's hash, hashed n times,
 * gives the terminating hash: nobody, the operator included, can change a later round without
 * breaking that. A round's commitment (shown before betting) is SHA-256 of its hash: the previous
 * round's hash, or the terminating hash for round 1, already public.
 *
 * Walking from the seed to an element would cost up to `length` hashes, so the chain keeps
 * checkpoints (elements 0, every, 2·every, …, as secret as the seed): an element costs fewer than
 * `every` hashes. The salt follows the chain-salt rules (modules/games/chain-salt).
 */
import { nextChainHash } from '@nyota/fairness/crash';
import type { ChainGame, ChainSaltKind, SaltAnnouncement } from '../chain-salt/index.js';

export type { ChainGame };

/** Chains made now keep every 1000th element: a round costs at most 999 hashes. */
export const CHECKPOINT_EVERY = 1000;

/** A chain as the server may show it: never its seed or checkpoints. */
export interface HashChain {
  game: ChainGame;
  id: number;
  terminatingHash: string;
  /** Null while the chain waits for its announced public salt; never played then. */
  salt: string | null;
  saltKind: ChainSaltKind;
  saltSource: string | null;
  /** Crash's HMAC scheme of the chain (1 or 2); null for a game without one. */
  hmacScheme: number | null;
  length: number;
  /** The last round number handed out. */
  cursor: number;
}

/** A chain rounds can be drawn from: its salt is set. */
export type PlayableChain = HashChain & { salt: string };

/** One round's share of a chain, taken once. */
export interface ChainDraw {
  chain: PlayableChain;
  /** 1 for the chain's first round. */
  roundNumber: number;
  roundHash: string;
  /** SHA-256 of the round hash: the previous round's hash, public before this round. */
  commitment: string;
}

/** How a new chain is made. */
export interface ChainSpec {
  /** Hex seed; a fresh CSPRNG seed when absent. */
  seed?: string;
  /** A public salt to come; without it the chain gets a development salt (`salt`, else random). */
  announcement?: Extract<SaltAnnouncement, { kind: 'public' }>;
  /** The development salt to set right after the commitment (tests); random when absent. */
  salt?: string;
  length?: number;
}

/** The secret part of a chain: where its elements are walked from. */
export interface Checkpoints {
  every: number;
  hashes: readonly string[];
}

/** Yields to the event loop now and then so building a long chain never blocks the node. */
const YIELD_EVERY = 20_000;
const yieldNow = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function buildChain(seed: string, length: number): Promise<{ terminatingHash: string; checkpoints: string[] }> {
  const checkpoints: string[] = [];
  let h = seed;
  for (let j = 0; j < length; j++) {
    if (j % CHECKPOINT_EVERY === 0) checkpoints.push(h);
    if (j > 0 && j % YIELD_EVERY === 0) await yieldNow();
    h = nextChainHash(h);
  }
  return { terminatingHash: h, checkpoints };
}

/** Element `position` of a chain (0 is the seed), walked from the checkpoint at or below it. */
export function elementAt(c: Checkpoints, position: number): string {
  const k = Math.floor(position / c.every);
  let h = c.hashes[k];
  if (h === undefined) throw new Error(`hash chain: no checkpoint ${k * c.every}`);
  for (let j = k * c.every; j < position; j++) h = nextChainHash(h);
  return h;
}
