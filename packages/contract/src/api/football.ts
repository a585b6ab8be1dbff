/**
 * Virtual football calls (issue 4, reference games-and-fairness.md §3). Teams are indices into the
 * league config of `@nyota/fairness/football` (SAVANNA_LEAGUE), which the client has anyway to
 * verify results; odds are integer hundredths (250 = 2.50), money integer minor units. A round's
 * hash is served only once it is finished; before that its commitment (the previous round's hash)
 * and the chain's terminating hash and salt are public.
 */
import { z } from 'zod';
import { amountField } from './payments.js';

export const FOOTBALL_MATCHES_PER_ROUND = 10;

const idField = z
  .string({ error: 'errors.football_round_unknown' })
  .regex(/^[0-9]{1,18}$/, { error: 'errors.football_round_unknown' });

export const footballRoundQuery = z.object({});

export const footballResultQuery = z.object({ roundId: idField });

export const footballBetBody = z.object({
  roundId: idField,
  matchIndex: z
    .string({ error: 'errors.football_selection_unknown' })
    .regex(/^[0-9]$/, { error: 'errors.football_selection_unknown' })
    .transform((v) => Number(v)),
  market: z.string({ error: 'errors.football_selection_unknown' }).max(8, { error: 'errors.football_selection_unknown' }),
  selection: z.string({ error: 'errors.football_selection_unknown' }).max(8, { error: 'errors.football_selection_unknown' }),
  /** The odds the player saw, in hundredths: a different current price is refused (ODDS_CHANGED). */
  odds: z
    .string({ error: 'errors.football_odds_changed' })
    .regex(/^[0-9]{3,6}$/, { error: 'errors.football_odds_changed' })
    .transform((v) => Number(v)),
  stake: amountField,
});
export type FootballBetBody = z.output<typeof footballBetBody>;

export const footballRoundState = z.enum(['betting', 'live', 'finished', 'settled', 'void']);
export type FootballRoundState = z.infer<typeof footballRoundState>;

const goalSchema = z.object({ minute: z.number().int(), side: z.enum(['home', 'away']) });

export const footballMatchResultSchema = z.object({
  home: z.number().int(),
  away: z.number().int(),
  goals: z.array(goalSchema),
  halfTime: z.object({ home: z.number().int(), away: z.number().int() }),
});
export type FootballMatchResult = z.infer<typeof footballMatchResultSchema>;

export const footballFixtureSchema = z.object({
  index: z.number().int(),
  home: z.number().int(),
  away: z.number().int(),
  /** market -> selection -> odds in hundredths; a selection not offered is absent. */
  odds: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type FootballFixture = z.infer<typeof footballFixtureSchema>;

export const footballRoundSchema = z.object({
  id: z.string(),
  /** The round's number in its chain (game n of §1.5): its hash hashed n times gives the terminating hash. */
  roundNumber: z.number().int(),
  season: z.number().int(),
  matchday: z.number().int(),
  state: footballRoundState,
  opensAt: z.string(),
  closesAt: z.string(),
  kickoffAt: z.string(),
  fullTimeAt: z.string(),
  /** SHA-256 of the round hash (= the previous round's hash), public before betting opens. */
  commitment: z.string(),
  /** Revealed at full time, else null. */
  roundHash: z.string().nullable(),
  configVersion: z.string(),
  fixtures: z.array(footballFixtureSchema),
  /**
   * Per match, in fixture order, from kick-off; null before. While the round is live only the goals
   * whose minute the server clock has reached are listed (the 90 minutes spread over kick-off..full
   * time), with the score and half-time score they make: never the final score or later goals. The
   * full results come with the round hash once the round is finished.
   */
  results: z.array(footballMatchResultSchema).nullable(),
});
export type FootballRound = z.infer<typeof footballRoundSchema>;

export const footballFairnessSchema = z.object({
  chainId: z.number().int(),
  terminatingHash: z.string(),
  salt: z.string(),
  chainLength: z.number().int(),
  leagueId: z.string(),
  leagueVersion: z.number().int(),
  /** SHA-256 of the league config's canonical JSON (`footballLeagueHash`). */
  leagueHash: z.string(),
  marginBp: z.number().int(),
  /**
   * Price bounds, in hundredths: odds = min(floor(100 · (1 − margin) · W / w), oddsMax), and a
   * selection priced under oddsMin is not offered. The cap (1000.00x) bounds what one unlikely
   * selection can cost the house; it only lowers the return of the selections it touches.
   */
  oddsMin: z.number().int(),
  oddsMax: z.number().int(),
});
export type FootballFairness = z.infer<typeof footballFairnessSchema>;

export const footballCurrentData = z.object({
  serverTime: z.string(),
  /** The round taking bets (or about to), then the one playing or just played, when they exist. */
  next: footballRoundSchema.nullable(),
  previous: footballRoundSchema.nullable(),
  fairness: footballFairnessSchema.nullable(),
  limits: z.object({ minStake: z.number().int(), maxStake: z.number().int(), maxWin: z.number().int() }),
  timing: z.object({ cycleMs: z.number().int(), matchMs: z.number().int(), closeBeforeMs: z.number().int() }),
});
export type FootballCurrentData = z.infer<typeof footballCurrentData>;

export const footballTableRowSchema = z.object({
  team: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  points: z.number().int(),
  form: z.array(z.enum(['W', 'D', 'L'])),
});

export const footballTableData = z.object({
  season: z.number().int(),
  rows: z.array(footballTableRowSchema),
});
export type FootballTableData = z.infer<typeof footballTableData>;

export const footballBetSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  matchIndex: z.number().int(),
  market: z.string(),
  selection: z.string(),
  odds: z.number().int(),
  stake: z.number().int(),
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  payout: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type FootballBet = z.infer<typeof footballBetSchema>;

export const footballBetData = z.object({ bet: footballBetSchema, balance: z.number().int() });
export const footballMyBetsData = z.array(footballBetSchema);

export const footballResultData = z.object({ round: footballRoundSchema, fairness: footballFairnessSchema });
export type FootballResultData = z.infer<typeof footballResultData>;
