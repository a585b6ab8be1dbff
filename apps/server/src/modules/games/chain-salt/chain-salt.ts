/**
 * The salt of a hash chain (crash and virtual football share this mechanism; links/5 "The salt").
 *
 * A chain alone could have been picked by the operator among many candidates. The salt rules that
 * out only if it did not exist when the chain was fixed. So a chain's life is:
 * 1. commitment: the chain is stored and its terminating hash published (`committedAt`), together
 *    with the name of a public value that does not exist yet (e.g. "the hash of Bitcoin block
 *    N") and the time it is expected (kind 'public');
 * 2. salt: once that value exists, an operator sets it (`npm run fairness:salt`, later the staff
 *    console, both through ChainSaltService). It is set once and never changes;
 * 3. play: a game draws rounds only from a chain whose salt is set.
 * Embedded and development runs (not NODE_ENV=production) may instead make a chain with a
 * development salt: random, drawn by the server right after the commitment, and labelled as such
 * everywhere it is shown, so `npm start` and the tests play rounds out of the box.
 *
 * Ownership: the chains and their salt columns live in hash_chains, owned by modules/games/hash-chain,
 * whose service implements SaltedChains for each game; this module holds the rules and the service
 * operators and the fairness page use.
 */
import { randomBytes } from 'node:crypto';
import type { ChainGame } from '@nyota/contract/api/chain-salts';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Db } from '../../../platform/db/database.js';
import type { ChainSaltKind } from '../../../platform/db/schema.js';
import { AppError } from '../../../platform/http/app-error.js';

export type { ChainGame, ChainSaltKind };

/** What a chain says about its salt at commitment time. */
export type SaltAnnouncement = { kind: 'public'; source: string; expectedAt: Date } | { kind: 'development' };

/** The salt columns of a chain row as it is committed: the salt itself comes later (setSalt). */
export function announcedSaltColumns(a: SaltAnnouncement) {
  return {
    salt: null,
    salt_kind: a.kind,
    salt_source: a.kind === 'public' ? a.source : null,
    salt_expected_at: a.kind === 'public' ? a.expectedAt : null,
  };
}

export interface SaltState {
  kind: ChainSaltKind;
  source: string | null;
  expectedAt: Date | null;
  value: string | null;
  setAt: Date | null;
}

export interface ChainState {
  game: ChainGame;
  chainId: number;
  terminatingHash: string;
  length: number;
  played: number;
  committedAt: Date;
  salt: SaltState;
  hmacScheme: number | null;
}

/** What each game gives the salt mechanism: a way to commit to a new chain, and its chains' salts. */
export interface SaltedChains {
  readonly game: ChainGame;
  /** Stores a new chain (fresh secret seed) with this announcement; returns its id. */
  commit(db: Db, announcement: SaltAnnouncement, length?: number): Promise<number>;
  state(db: Db, chainId: number): Promise<ChainState | undefined>;
  recent(db: Db, limit: number): Promise<ChainState[]>;
  /** Sets the salt of a chain still waiting for one, of this kind; false when it had one already. */
  setSalt(db: Db, chainId: number, salt: string, kind: ChainSaltKind, at: Date): Promise<boolean>;
}

/** A public value as printed (a block hash, a draw's numbers…): visible ASCII, no spaces. */
const SALT_VALUE = /^[\x21-\x7e]{1,128}$/;

export function checkSaltValue(raw: string): string {
  const value = raw.trim();
  if (!SALT_VALUE.test(value)) throw new AppError(ErrorCode.VALIDATION, 'errors.chain_salt_invalid');
  return value;
}

export function checkAnnouncement(source: string, expectedAt: Date, now: Date): SaltAnnouncement {
  const name = source.trim();
  if (name.length === 0 || name.length > 200 || Number.isNaN(expectedAt.getTime()) || expectedAt <= now)
    throw new AppError(ErrorCode.VALIDATION, 'errors.chain_announcement_invalid');
  return { kind: 'public', source: name, expectedAt };
}

/** A development salt: 32 random bytes, hex. */
export function developmentSalt(): string {
  return randomBytes(32).toString('hex');
}

/** `crash:12` or `football:3`, as the command and the console name a chain. */
export function parseChainRef(ref: string): { game: ChainGame; chainId: number } {
  const m = /^(crash|football):([1-9][0-9]{0,8})$/.exec(ref.trim());
  if (!m) throw new AppError(ErrorCode.VALIDATION, 'errors.chain_unknown');
  return { game: m[1] === 'crash' ? 'crash' : 'football', chainId: Number(m[2]) };
}
