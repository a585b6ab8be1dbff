/**
 * Per-bet provably fair games (issue 4 "Wheels, slots"; reference games-and-fairness §2): the
 * Savanna Sunset slot (game 2) and the Coin Spin (4) and Diamond Spin (5) wheels. Each member has
 * one seed pair per game: the active pair (its server seed only as a hash, the client seed, the
 * nonce of the next bet) and the hash of the next server seed. Rotating reveals the active seed.
 * Amounts are integers in minor units of the game's unit.
 */
import { z } from 'zod';
import { GameId } from '../games-constants.js';

export const PER_BET_GAME_IDS = [GameId.SAVANNA_SLOT, GameId.COIN_SPIN, GameId.DIAMOND_SPIN] as const;
export type PerBetGameId = (typeof PER_BET_GAME_IDS)[number];
export const WHEEL_GAME_IDS = [GameId.COIN_SPIN, GameId.DIAMOND_SPIN] as const;
export type WheelGameId = (typeof WHEEL_GAME_IDS)[number];

/** Same rule as @nyota/fairness isValidClientSeed: printable ASCII, no spaces, 1..64 characters. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

function gameIdField<T extends readonly number[]>(ids: T) {
  return z
    .string({ error: 'errors.unknown_game' })
    .regex(/^[0-9]{1,4}$/, { error: 'errors.unknown_game' })
    .transform((v) => Number(v))
    .refine((n): n is T[number] => ids.includes(n), { error: 'errors.unknown_game' });
}

export const seedPairQuery = z.object({ gameId: gameIdField(PER_BET_GAME_IDS) });

export const rotateSeedBody = z.object({
  gameId: gameIdField(PER_BET_GAME_IDS),
  clientSeed: z
    .string({ error: 'errors.invalid_client_seed' })
    .regex(CLIENT_SEED_PATTERN, { error: 'errors.invalid_client_seed' }),
});

const seedPairView = z.object({
  gameId: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
  nextServerSeedHash: z.string(),
});
export type SeedPairView = z.infer<typeof seedPairView>;

const revealedSeedPair = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets played under the pair: nonces 0..nonce-1. */
  nonce: z.number().int(),
});
export type RevealedSeedPairView = z.infer<typeof revealedSeedPair>;

export const seedPairData = z.object({
  current: seedPairView,
  /** The most recently revealed pair of this game, to verify its bets. */
  previous: revealedSeedPair.nullable(),
});
export type SeedPairData = z.infer<typeof seedPairData>;

export const rotateSeedData = z.object({ current: seedPairView, revealed: revealedSeedPair });
export type RotateSeedData = z.infer<typeof rotateSeedData>;

// ---- slot ----

export const slotConfigQuery = z.object({ gameId: gameIdField([GameId.SAVANNA_SLOT] as const) });

export const slotSpinBody = z.object({
  gameId: gameIdField([GameId.SAVANNA_SLOT] as const),
  stake: z
    .string({ error: 'errors.invalid_stake' })
    .regex(/^[0-9]{1,12}$/, { error: 'errors.invalid_stake' })
    .transform((v) => Number(v)),
});

const lineWin = z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pay: z.number().int() });
const slotSpinView = z.object({
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  lineWins: z.array(lineWin),
  scatterCount: z.number().int(),
  scatterPay: z.number().int(),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number().int(),
  pay: z.number().int(),
});
export type SlotSpinView = z.infer<typeof slotSpinView>;

/**
 * The slot's game definition exactly as it is hashed (`SlotDefinition` of @nyota/fairness): strips,
 * paylines, paytable, wild, scatter and free spins. Nothing is added, renamed or left out, so anyone
 * can hash what is served (see `configHash`).
 */
export const slotDefinitionView = z.object({
  game: z.string(),
  version: z.number().int(),
  rows: z.number().int(),
  wild: z.string(),
  scatter: z.string(),
  /** Per symbol, pays for 1..reels matching symbols from the left, in line bets. */
  linePays: z.record(z.string(), z.array(z.number().int())),
  /** Pays for 1..cells scatters anywhere, in total bets. */
  scatterPays: z.array(z.number().int()),
  freeSpins: z.object({ awards: z.array(z.number().int()), multiplier: z.number().int() }),
  strips: z.array(z.array(z.string())),
  /** Per payline, the row (0 = top) on each reel. */
  paylines: z.array(z.array(z.number().int())),
});
export type SlotDefinitionView = z.infer<typeof slotDefinitionView>;

export const slotConfigData = z.object({
  gameId: z.number().int(),
  game: z.string(),
  version: z.number().int(),
  /**
   * Lowercase hex SHA-256 of the UTF-8 canonical JSON of `definition` as served: object keys sorted
   * by UTF-16 code units, arrays in order, strings and integers as JSON writes them, no whitespace.
   * Bets record `game@version:configHash`.
   */
  configHash: z.string(),
  definition: slotDefinitionView,
  unit: z.literal('cash'),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  /** A stake is a multiple of this (the number of paylines: every line bet is whole minor units). */
  stakeStep: z.number().int(),
  stakes: z.array(z.number().int()),
  rtpBp: z.number().int(),
  hitRateBp: z.number().int(),
  freeSpinRatePer100k: z.number().int(),
  sigma: z.number(),
});
export type SlotConfigData = z.infer<typeof slotConfigData>;

export const slotSpinData = z.object({
  betId: z.string(),
  stake: z.number().int(),
  base: slotSpinView,
  freeSpins: z.array(slotSpinView),
  /** Whole round in line bets. */
  totalPay: z.number().int(),
  payout: z.number().int(),
  balance: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type SlotSpinData = z.infer<typeof slotSpinData>;

// ---- wheels ----

export const wheelConfigQuery = z.object({ gameId: gameIdField(WHEEL_GAME_IDS) });
export const wheelSpinBody = z.object({ gameId: gameIdField(WHEEL_GAME_IDS) });

const prizeKind = z.enum(['none', 'cash', 'trial', 'coin', 'diamond']);
const wheelSegmentView = z.object({
  label: z.string(),
  prize: z.object({ kind: prizeKind, amount: z.number().int() }),
  weight: z.number().int(),
});

export const wheelConfigData = z.object({
  gameId: z.number().int(),
  game: z.string(),
  version: z.number().int(),
  tableHash: z.string(),
  cost: z.object({ kind: z.enum(['cash', 'coin', 'diamond']), amount: z.number().int() }),
  segments: z.array(wheelSegmentView),
  /** RTP in the cost's own unit, basis points; null for a free wheel. */
  rtpBp: z.number().int().nullable(),
  winProbabilityBp: z.number().int(),
  spinMs: z.number().int(),
  circles: z.number().int(),
  stars: z.number().int(),
});
export type WheelConfigData = z.infer<typeof wheelConfigData>;

export const wheelSpinData = z.object({
  betId: z.string(),
  segmentIndex: z.number().int(),
  prize: z.object({ kind: prizeKind, amount: z.number().int() }),
  cost: z.object({ kind: z.enum(['cash', 'coin', 'diamond']), amount: z.number().int() }),
  /** The member's balances after the spin, per unit the spin touched. */
  balances: z.record(z.string(), z.number().int()),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  tableHash: z.string(),
  version: z.number().int(),
});
export type WheelSpinData = z.infer<typeof wheelSpinData>;
