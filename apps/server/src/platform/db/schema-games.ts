/** Table types of the games: chains, crash, per-bet seeds, settled bets, football. See schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { BigId, Timestamp, Minor } from './schema-columns.js';

/** Where a chain's salt comes from (0012): a named future public value, or a development salt. */
export type ChainSaltKind = 'public' | 'development';

/**
 * A pre-generated crash hash chain (0006); `seed` is secret, the terminating hash is published at
 * `created_at`, the salt once it exists (0012: announced first, set later), `hmac_scheme` 1 or 2.
 */
export interface CrashChainsTable {
  id: Generated<number>;
  seed: string;
  terminating_hash: string;
  salt: string | null;
  salt_kind: ChainSaltKind;
  salt_source: string | null;
  salt_expected_at: Timestamp | null;
  salt_set_at: Timestamp | null;
  hmac_scheme: number;
  length: number;
  cursor: Generated<number>;
  created_at: Timestamp;
}

/** Every 1000th element of a chain from its seed, to find a game's hash quickly (0006). */
export interface CrashChainCheckpointsTable {
  chain_id: number;
  position: number;
  hash: string;
}

/** Immutable, versioned crash money rules (0006). */
export interface CrashConfigsTable {
  version: string;
  house_edge_bp: number;
  min_stake: Minor;
  max_stake: Minor;
  max_win: Minor;
  round_liability_cap: Minor;
  created_at: Timestamp;
}

/** One crash round, written with its commitment and outcome before betting opens (0006). */
export interface CrashRoundsTable {
  id: BigId;
  chain_id: number;
  game_number: number;
  game_hash: string;
  commitment: string;
  crash_point: number;
  house_edge_bp: number;
  config_version: string;
  state: 'betting' | 'running' | 'crashed' | 'settled';
  forced: Generated<boolean>;
  resolution: 'played' | 'recovered' | null;
  betting_opens_at: Timestamp;
  betting_closes_at: Timestamp;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
  settled_at: Timestamp | null;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  /** The leadership term of the lease's owner (0017); 0 for an engine without a leader. */
  lease_term: Generated<number>;
  created_at: Timestamp;
}

/** A member's seed pair of one per-bet game; `server_seed` is secret until 'revealed' (0008). */
export interface GameSeedPairsTable {
  id: BigId;
  member_id: string;
  game_id: number;
  state: 'committed' | 'active' | 'revealed';
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  nonce: Generated<number>;
  created_at: Timestamp;
  activated_at: Timestamp | null;
  revealed_at: Timestamp | null;
}

/** One crash stake and its settlement (0006). */
export interface CrashBetsTable {
  id: string;
  round_id: string;
  member_id: string;
  panel: number;
  stake: Minor;
  auto_cashout: number | null;
  target: number;
  status: 'pending' | 'open' | 'cashed' | 'lost' | 'refunded' | 'cancelled' | 'void';
  cashout_multiplier: number | null;
  cashout_at: Timestamp | null;
  cashout_reason: 'manual' | 'auto' | 'max_win' | 'forced' | 'recovery' | null;
  payout: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_before: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_after: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  stake_tx: string | null;
  win_tx: string | null;
  refund_tx: string | null;
  config_version: string;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

/** One settled bet of any game, written with its settlement; what game records and winners read (0007). */
export interface GameBetsTable {
  id: BigId;
  game_id: number;
  bet_ref: string;
  member_id: string;
  unit: 'cash' | 'coin' | 'diamond';
  stake: Minor;
  payout: Minor;
  multiplier: number;
  outcome: ColumnType<Record<string, unknown>, string, never>;
  fairness: ColumnType<Record<string, unknown>, string, never>;
  config_version: string;
  balance_before: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_after: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  placed_at: Timestamp;
  settled_at: Timestamp;
}

/** A football hash chain (0009); `seed` is secret; the salt's life as crash_chains (0012). */
export interface FootballChainsTable {
  id: Generated<number>;
  seed: string;
  terminating_hash: string;
  salt: string | null;
  salt_kind: ChainSaltKind;
  salt_source: string | null;
  salt_expected_at: Timestamp | null;
  salt_set_at: Timestamp | null;
  length: number;
  cursor: Generated<number>;
  created_at: Timestamp;
}

/** One round of 10 virtual matches, written with its hash before betting opens (0009). */
export interface FootballRoundsTable {
  id: BigId;
  chain_id: number;
  round_number: number;
  round_hash: string;
  commitment: string;
  config_version: string;
  season: number;
  matchday: number;
  state: 'betting' | 'live' | 'finished' | 'settled' | 'void';
  opens_at: Timestamp;
  closes_at: Timestamp;
  kickoff_at: Timestamp;
  full_time_at: Timestamp;
  results: ColumnType<unknown, string | null | undefined, string | null>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

/** One single-selection football bet and its settlement (0009). */
export interface FootballBetsTable {
  id: string;
  round_id: string;
  member_id: string;
  match_index: number;
  market: string;
  selection: string;
  odds: number;
  stake: Minor;
  status: 'open' | 'won' | 'lost' | 'refunded';
  payout: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_before: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_after: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  placed_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
