/**
 * The hash chains behind crash and virtual football, as the fairness page (links/5) lists them.
 * A chain's terminating hash is its commitment, published at `committedAt`. Its salt is either a
 * public value named in advance that did not exist at `committedAt` (kind 'public': `source` names
 * it, `expectedAt` says when it should exist, `value` and `setAt` stay null until an operator sets
 * it, and no round is played from the chain before that), or a development salt that the server
 * drew right after the commitment (kind 'development', embedded and development runs only).
 * Times are ISO 8601 strings.
 */
import { z } from 'zod';

export const chainGames = ['crash', 'football'] as const;
export type ChainGame = (typeof chainGames)[number];

export const chainSaltSchema = z.object({
  kind: z.enum(['public', 'development']),
  source: z.string().nullable(),
  expectedAt: z.string().nullable(),
  value: z.string().nullable(),
  setAt: z.string().nullable(),
});
export type ChainSalt = z.infer<typeof chainSaltSchema>;

export const chainViewSchema = z.object({
  game: z.enum(chainGames),
  chainId: z.number().int(),
  terminatingHash: z.string(),
  length: z.number().int(),
  /** Rounds played (handed out) so far. */
  played: z.number().int(),
  committedAt: z.string(),
  salt: chainSaltSchema,
  /** Crash only: the HMAC message of the crash point (1 = hash as hex text, 2 = hash bytes). */
  hmacScheme: z.number().int().nullable(),
});
export type ChainView = z.infer<typeof chainViewSchema>;

export const fairnessChainsQuery = z.object({});
export const fairnessChainsData = z.object({ list: z.array(chainViewSchema) });
export type FairnessChainsData = z.infer<typeof fairnessChainsData>;
