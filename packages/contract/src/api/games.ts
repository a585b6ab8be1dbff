/**
 * Game centre calls (docs/product-rules/games.md#game-centre-calls, #game-catalogue and
 * #leaderboard). Every amount is in minor units of the bet's unit; multipliers are in
 * hundredths (235 = 2.35x), as game_bets stores them.
 */
import { z } from 'zod';
import { MAX_GAME_RECORDS_PAGE_SIZE, GAME_RECORDS_PAGE_SIZE } from '../game-catalogue.js';

export const emptyQuery = z.object({});

export const gameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A cover key of the web app's own SVG covers (see game-catalogue.ts), not an image URL. */
  largeCover: z.string(),
  /** 4 hot, 8 new (badges); 0 none. */
  label: z.number().int(),
  unit: z.enum(['cash', 'coin', 'diamond']),
  /** The web path the game opens on (demo mode for `games/{id}/{mode}`). */
  url: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  url: z.string(),
  games: z.array(gameSchema),
});
export type GameCategory = z.infer<typeof categorySchema>;

export const lobbyData = z.object({ games: z.array(gameSchema), categories: z.array(categorySchema) });
export type LobbyData = z.infer<typeof lobbyData>;

export const recentGamesData = z.array(gameSchema);

/**
 * A winner (docs/product-rules/games.md#leaderboard: nickname, amount, gameName) and a winner
 * message (gameId, gameLargeCover, bet, multiple).
 */
export const winnerSchema = z.object({
  id: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  gameLargeCover: z.string(),
  /** The winner's number masked for public display: 097****123. */
  nickname: z.string(),
  bet: z.number().int(),
  /** payout / stake in hundredths. */
  multiple: z.number().int(),
  amount: z.number().int(),
  time: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const latestWinnersData = z.array(winnerSchema);

export const onlineData = z.object({
  /** Players counted: distinct members with a settled bet in the last `windowMinutes`. */
  windowMinutes: z.number().int(),
  games: z.array(z.object({ gameId: z.number().int(), online: z.number().int() })),
});
export type OnlineData = z.infer<typeof onlineData>;

export const LEADERBOARD_PERIODS = ['day', 'week'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SIZE = 20;

export const leaderboardQuery = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: 'errors.invalid_leaderboard_period' }).optional().default('day'),
});
export const leaderboardData = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** Start of the period in the market's time zone (today at 00:00, or Monday at 00:00). */
  since: z.string(),
  rows: z.array(winnerSchema.extend({ rank: z.number().int() })),
});
export type LeaderboardData = z.infer<typeof leaderboardData>;

const gameIdField = z
  .string({ error: 'errors.invalid_game' })
  .regex(/^[0-9]{1,4}$/, { error: 'errors.invalid_game' })
  .transform((v) => Number(v));

export const gameRecordsQuery = z.object({
  /** Pages are numbered from 1 (seed: page, size). */
  page: z
    .string({ error: 'errors.invalid_page' })
    .regex(/^[0-9]{1,6}$/, { error: 'errors.invalid_page' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1, { error: 'errors.invalid_page' })
    .optional()
    .default(1),
  size: z
    .string({ error: 'errors.invalid_quantity' })
    .regex(/^[0-9]{1,2}$/, { error: 'errors.invalid_quantity' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1 && n <= MAX_GAME_RECORDS_PAGE_SIZE, { error: 'errors.invalid_quantity' })
    .optional()
    .default(GAME_RECORDS_PAGE_SIZE),
  gameId: gameIdField.optional(),
  /** 'YYYY-MM', one of the last 6 months in the market's time zone; absent means all 6. */
  month: z
    .string({ error: 'errors.invalid_month' })
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: 'errors.invalid_month' })
    .optional(),
});
export type GameRecordsQuery = z.output<typeof gameRecordsQuery>;

/** One settled bet with everything recall needs (reference §4): outcome, seeds, balances. */
export const gameRecordSchema = z.object({
  id: z.string(),
  betRef: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  unit: z.enum(['cash', 'coin', 'diamond']),
  stake: z.number().int(),
  payout: z.number().int(),
  multiplier: z.number().int(),
  placedAt: z.string(),
  settledAt: z.string(),
  balanceBefore: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  configVersion: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  fairness: z.record(z.string(), z.unknown()),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

export const gameRecordsData = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  list: z.array(gameRecordSchema),
});
export type GameRecordsData = z.infer<typeof gameRecordsData>;

export const gamePromotionQuery = z.object({ id: gameIdField });
/**
 * A game promotion. The seed shows only the call; Nyota runs no game promotions yet, so every id
 * answers `enable: false` with no games and no dates, the shape a client hides a banner on.
 */
export const gamePromotionData = z.object({
  id: z.number().int(),
  enable: z.boolean(),
  title: z.string(),
  games: z.array(gameSchema),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type GamePromotion = z.infer<typeof gamePromotionData>;
