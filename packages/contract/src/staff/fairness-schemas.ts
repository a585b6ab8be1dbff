/** The fairness salt actions staff take (docs/fairness.md, docs/staff-console.md#fairness-salts). */
import { z } from 'zod';
import { chainGames } from '../api/chain-salts.js';
import { reasonSchema } from './schemas.js';

export const announceChainInput = z.object({
  game: z.enum(chainGames),
  /** The public value the salt will be: a named future block hash, a draw… */
  source: z.string().trim().min(1, 'errors.chain_announcement_invalid').max(200, 'errors.chain_announcement_invalid'),
  expectedAt: z.iso.datetime({ offset: true, error: 'errors.chain_announcement_invalid' }),
  reason: reasonSchema,
});

/** Setting a salt is a four-eyes request: a salt never changes once set, so a typo would stand for the chain's life. */
export const setChainSaltPayload = z.object({
  game: z.enum(chainGames),
  chainId: z.number().int().positive(),
  /** As printed by the public source: visible ASCII, no spaces (chain-salt.ts checks the same). */
  value: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,128}$/, 'errors.chain_salt_invalid'),
});
export const setChainSaltInput = setChainSaltPayload.extend({ reason: reasonSchema });
export const FOUR_EYES_SET_CHAIN_SALT = 'fairness.set_salt';
