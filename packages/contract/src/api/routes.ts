/**
 * The route table: one entry per API call, the single source of truth for the server's
 * validation, the web client's types and the OpenAPI document. Paths are the seed's paths under
 * the service prefixes (docs/product-rules/api-conventions.md#paths).
 */
import { z } from 'zod';
import * as member from './member.js';
import * as config from './config.js';
import * as wallet from './wallet.js';
import * as payments from './payments.js';
import * as records from './records.js';
import * as appeals from './appeals.js';
import * as perBet from './per-bet-games.js';
import * as games from './games.js';
import * as football from './football.js';
import * as crash from './crash.js';
import * as chainSalts from './chain-salts.js';
import { apiPaths } from './paths.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'member' needs a live session; 'optional' reads one when present; 'none' never reads one. */
export type RouteAuth = 'none' | 'member' | 'optional';

export interface RouteDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends RouteAuth = RouteAuth> {
  method: HttpMethod;
  path: string;
  /** Kept as its literal in each route, so the server can type a handler's session by it. */
  auth: A;
  /** Body for POST/PUT, query for GET. */
  input: I;
  output: O;
  summary: string;
}

function route<I extends z.ZodType, O extends z.ZodType, A extends RouteAuth>(def: RouteDef<I, O, A>): RouteDef<I, O, A> {
  return def;
}

/** The image upload, served at two paths (apiPaths.uploadImage and memberUploadImage): one definition. */
const uploadImage = {
  auth: 'member',
  // multipart/form-data with one part named `file` (png or jpeg); the server reads it itself.
  input: z.object({}),
  output: appeals.uploadImageData,
  summary: 'Upload an appeal screenshot (png or jpeg, checked by its bytes); returns its generated name',
} as const;

export const SERVICE_PREFIXES = [
  '/member-service',
  '/account-service',
  '/activity-service',
  '/config-service',
  '/game-center',
] as const;

export const routes = {
  sendSms: route({
    ...apiPaths.sendSms,
    auth: 'none',
    input: member.sendSmsBody,
    output: member.sendSmsData,
    summary: 'Send a one-time code by SMS',
  }),
  reg: route({
    ...apiPaths.reg,
    auth: 'none',
    input: member.regBody,
    output: member.loginDataSchema,
    summary: 'Sign up with mobile, password and one-time code',
  }),
  login: route({
    ...apiPaths.login,
    auth: 'none',
    input: member.loginBody,
    output: member.loginDataSchema,
    summary: 'Log in with mobile and password',
  }),
  loginWithToken: route({
    ...apiPaths.loginWithToken,
    auth: 'member',
    input: member.loginWithTokenBody,
    output: member.loginDataSchema,
    summary: 'Resume a session from its token',
  }),
  loginWithSmsCode: route({
    ...apiPaths.loginWithSmsCode,
    auth: 'none',
    input: member.loginWithSmsCodeBody,
    output: member.loginDataSchema,
    summary: 'Log in with a one-time code',
  }),
  resetPassword: route({
    ...apiPaths.resetPassword,
    auth: 'none',
    input: member.resetPasswordBody,
    output: member.emptyData,
    summary: 'Set a new password using the session of a code login',
  }),
  modifyPassword: route({
    ...apiPaths.modifyPassword,
    auth: 'member',
    input: member.modifyPasswordBody,
    output: member.emptyData,
    summary: 'Change the password',
  }),
  logout: route({
    ...apiPaths.logout,
    auth: 'member',
    input: member.emptyBody,
    output: member.emptyData,
    summary: 'End the session on the server',
  }),
  memberInfo: route({
    ...apiPaths.memberInfo,
    auth: 'member',
    input: member.emptyBody,
    output: member.memberInfoSchema,
    summary: 'The logged-in member',
  }),
  selfExclusion: route({
    ...apiPaths.selfExclusion,
    auth: 'member',
    input: member.selfExclusionBody,
    output: member.selfExclusionData,
    summary: 'Exclude oneself for a period',
  }),
  queryGlobalByType: route({
    ...apiPaths.queryGlobalByType,
    auth: 'none',
    input: config.queryGlobalByTypeQuery,
    output: config.queryGlobalByTypeData,
    summary: 'Global configuration items of a type',
  }),
  market: route({
    ...apiPaths.market,
    auth: 'none',
    input: config.marketQuery,
    output: config.marketData,
    summary: "The deployment's market: currency, phone numbers, time zone, operators, support channels, USSD code",
  }),
  memberBalance: route({
    ...apiPaths.memberBalance,
    auth: 'member',
    input: member.emptyBody,
    output: wallet.memberBalanceData,
    summary: "The logged-in member's balances (cash in minor units)",
  }),
  payItems: route({
    ...apiPaths.payItems,
    auth: 'none',
    input: member.emptyBody,
    output: payments.payItemsData,
    summary: 'Quick deposit amounts (pay items)',
  }),
  depositChannels: route({
    ...apiPaths.depositChannels,
    auth: 'optional',
    input: member.emptyBody,
    output: payments.depositChannelsData,
    summary: "The market's mobile-money operators for deposits; the registered number's operator is selected",
  }),
  depositInit: route({
    ...apiPaths.depositInit,
    auth: 'member',
    input: payments.depositInitBody,
    output: payments.depositInitData,
    summary: "Start a deposit: a payment prompt goes to the player's registered number",
  }),
  depositTax: route({
    ...apiPaths.depositTax,
    auth: 'optional',
    input: payments.depositTaxBody,
    output: payments.depositTaxData,
    summary: 'Tax and subsidy for a deposit amount (config type 6000)',
  }),
  depositResult: route({
    ...apiPaths.depositResult,
    auth: 'member',
    input: payments.depositResultQuery,
    output: payments.depositResultData,
    summary: 'Result of a deposit: 1 pending, 3 success, 4 failure',
  }),
  withdrawChannels: route({
    ...apiPaths.withdrawChannels,
    auth: 'optional',
    input: member.emptyBody,
    output: payments.withdrawChannelsData,
    summary: 'Mobile-money operators for withdrawals with their fees',
  }),
  withdrawMemberTax: route({
    ...apiPaths.withdrawMemberTax,
    auth: 'member',
    input: payments.memberTaxQuery,
    output: payments.memberTaxData,
    summary: 'Withholding tax, fee and net amount of a withdrawal',
  }),
  withdrawLastSuccessful: route({
    ...apiPaths.withdrawLastSuccessful,
    auth: 'member',
    input: payments.lastSuccessfulQuery,
    output: payments.lastSuccessfulData,
    summary: 'The last successful withdrawal on a channel',
  }),
  withdrawInit: route({
    ...apiPaths.withdrawInit,
    auth: 'member',
    input: payments.withdrawInitBody,
    output: payments.withdrawInitData,
    summary: 'Withdraw to the registered number (reserved at once; large amounts wait for review)',
  }),
  depositRecords: route({
    ...apiPaths.depositRecords,
    auth: 'member',
    input: records.recordsQuery,
    output: records.depositRecordsData,
    summary: "The caller's deposits in one month, newest first, paged by startId",
  }),
  withdrawRecords: route({
    ...apiPaths.withdrawRecords,
    auth: 'member',
    input: records.recordsQuery,
    output: records.withdrawRecordsData,
    summary: "The caller's withdrawals in one month, newest first, paged by startId",
  }),
  depositRecord: route({
    ...apiPaths.depositRecord,
    auth: 'member',
    input: records.recordQuery,
    output: records.depositRecordSchema,
    summary: "One of the caller's deposits by id; any other id (unknown, another member's) is not found (404)",
  }),
  withdrawRecord: route({
    ...apiPaths.withdrawRecord,
    auth: 'member',
    input: records.recordQuery,
    output: records.withdrawRecordRowSchema,
    summary: "One of the caller's withdrawals by id; any other id (unknown, another member's) is not found (404)",
  }),
  uploadImage: route({ ...apiPaths.uploadImage, ...uploadImage }),
  memberUploadImage: route({ ...apiPaths.memberUploadImage, ...uploadImage }),
  appealDeposit: route({
    ...apiPaths.appealDeposit,
    auth: 'member',
    input: appeals.depositAppealBody,
    output: appeals.appealSubmitData,
    summary: 'Appeal a deposit that did not arrive (or appeal again after a rejection)',
  }),
  appealWithdraw: route({
    ...apiPaths.appealWithdraw,
    auth: 'member',
    input: appeals.withdrawAppealBody,
    output: appeals.appealSubmitData,
    summary: 'Appeal a withdrawal that is still waiting',
  }),
  appealWork: route({
    ...apiPaths.appealWork,
    auth: 'member',
    input: appeals.appealWorkQuery,
    output: appeals.appealWorkData,
    summary: "The caller's appeals, newest first, or the one with id",
  }),
  appealLogs: route({
    ...apiPaths.appealLogs,
    auth: 'member',
    input: appeals.appealLogsQuery,
    output: appeals.appealLogsData,
    summary: "An appeal's timeline, oldest first",
  }),
  perBetSeeds: route({
    ...apiPaths.perBetSeeds,
    auth: 'member',
    input: perBet.seedPairQuery,
    output: perBet.seedPairData,
    summary: "The caller's seed pair of a per-bet game (server seed hash, client seed, nonce, next hash)",
  }),
  perBetRotateSeed: route({
    ...apiPaths.perBetRotateSeed,
    auth: 'member',
    input: perBet.rotateSeedBody,
    output: perBet.rotateSeedData,
    summary: 'Set the client seed and rotate: reveals the active server seed, activates the next one',
  }),
  slotConfig: route({
    ...apiPaths.slotConfig,
    auth: 'none',
    input: perBet.slotConfigQuery,
    output: perBet.slotConfigData,
    summary: 'A slot: stakes, paytable, paylines, strips and published RTP',
  }),
  slotSpin: route({
    ...apiPaths.slotSpin,
    auth: 'member',
    input: perBet.slotSpinBody,
    output: perBet.slotSpinData,
    summary: 'One paid slot spin with its free spins, settled through the ledger',
  }),
  wheelConfig: route({
    ...apiPaths.wheelConfig,
    auth: 'none',
    input: perBet.wheelConfigQuery,
    output: perBet.wheelConfigData,
    summary: 'A wheel: cost, segments, table version and hash, RTP',
  }),
  wheelSpin: route({
    ...apiPaths.wheelSpin,
    auth: 'member',
    input: perBet.wheelSpinBody,
    output: perBet.wheelSpinData,
    summary: 'One wheel spin paid with coins or diamonds, settled through the ledger',
  }),
  gameLobby: route({
    ...apiPaths.gameLobby,
    auth: 'optional',
    input: games.emptyQuery,
    output: games.lobbyData,
    summary: "Games and lobby categories (All, Gifts, Aviator, My games: the caller's recent games, empty for visitors)",
  }),
  latestWinners: route({
    ...apiPaths.latestWinners,
    auth: 'none',
    input: games.emptyQuery,
    output: games.latestWinnersData,
    summary: 'Recent cash wins (payout above stake) from settled bets, newest first, winners masked',
  }),
  gamesOnline: route({
    ...apiPaths.gamesOnline,
    auth: 'none',
    input: games.emptyQuery,
    output: games.onlineData,
    summary: 'Players per game: distinct players with a settled real bet in the last few minutes',
  }),
  recentGames: route({
    ...apiPaths.recentGames,
    auth: 'member',
    input: games.emptyQuery,
    output: games.recentGamesData,
    summary: "The caller's recently played games, most recent first",
  }),
  gameLeaderboard: route({
    ...apiPaths.gameLeaderboard,
    auth: 'none',
    input: games.leaderboardQuery,
    output: games.leaderboardData,
    summary: 'Biggest cash wins today or this week (market time), winners masked',
  }),
  gameBetRecords: route({
    ...apiPaths.gameBetRecords,
    auth: 'member',
    input: games.gameRecordsQuery,
    output: games.gameRecordsData,
    summary: "The caller's settled bets, newest first, numbered pages, with outcome and fairness data",
  }),
  gameWinRecords: route({
    ...apiPaths.gameWinRecords,
    auth: 'member',
    input: games.gameRecordsQuery,
    output: games.gameRecordsData,
    summary: "The caller's settled bets that paid out (payout > 0), newest first, numbered pages",
  }),
  gamePromotion: route({
    ...apiPaths.gamePromotion,
    auth: 'none',
    input: games.gamePromotionQuery,
    output: games.gamePromotionData,
    summary: 'A game promotion; none run yet, so every id answers enable false',
  }),
  footballCurrent: route({
    ...apiPaths.footballCurrent,
    auth: 'none',
    input: football.footballRoundQuery,
    output: football.footballCurrentData,
    summary: 'Virtual football: the round taking bets and the last one played, with odds, times and commitments',
  }),
  footballTable: route({
    ...apiPaths.footballTable,
    auth: 'none',
    input: football.footballRoundQuery,
    output: football.footballTableData,
    summary: "Virtual football: the current season's league table from the finished rounds",
  }),
  footballBet: route({
    ...apiPaths.footballBet,
    auth: 'member',
    input: football.footballBetBody,
    output: football.footballBetData,
    summary: 'Virtual football: a single bet at the published odds, refused after the close or when the odds differ',
  }),
  footballMyBets: route({
    ...apiPaths.footballMyBets,
    auth: 'member',
    input: football.footballRoundQuery,
    output: football.footballMyBetsData,
    summary: "Virtual football: the caller's last 50 bets, open and settled",
  }),
  footballResult: route({
    ...apiPaths.footballResult,
    auth: 'none',
    input: football.footballResultQuery,
    output: football.footballResultData,
    summary: "Virtual football: a round's results with its revealed hash, salt and chain to verify",
  }),
  crashSnapshot: route({
    ...apiPaths.crashSnapshot,
    auth: 'optional',
    input: crash.crashSnapshotQuery,
    output: crash.crashSnapshotData,
    summary:
      'Crash game: the round in play (never its crash point before the crash), limits, bets, history; with a session also my bets',
  }),
  crashBet: route({
    ...apiPaths.crashBet,
    auth: 'member',
    input: crash.crashBetBody,
    output: crash.crashBetData,
    summary: 'Crash game: a bet on panel 1 or 2; placed while betting is open, else queued for the next round',
  }),
  crashCancel: route({
    ...apiPaths.crashCancel,
    auth: 'member',
    input: crash.crashCancelBody,
    output: crash.crashCancelData,
    summary: 'Crash game: cancel a bet before its round starts (the stake comes back) or a queued bet',
  }),
  crashCashOut: route({
    ...apiPaths.crashCashOut,
    auth: 'member',
    input: crash.crashCashOutBody,
    output: crash.crashCashOutData,
    summary: 'Crash game: cash out at the multiplier of the server receipt time; a repeat returns the settled result',
  }),
  crashMyBets: route({
    ...apiPaths.crashMyBets,
    auth: 'member',
    input: crash.crashSnapshotQuery,
    output: crash.crashMyBetsData,
    summary: "Crash game: the caller's last 10 bets with their rounds' proofs (outcomes of ended rounds only)",
  }),
  crashFairness: route({
    ...apiPaths.crashFairness,
    auth: 'none',
    input: crash.crashRoundQuery,
    output: crash.crashFairnessData,
    summary: "Crash game: a round's commitment, chain and, once crashed, its game hash and crash point to verify",
  }),
  crashChain: route({
    ...apiPaths.crashChain,
    auth: 'none',
    input: crash.crashSnapshotQuery,
    output: crash.crashChainData,
    summary: 'Crash game: the chain in play (terminating hash, salt, length) and the house edge',
  }),
  fairnessChains: route({
    ...apiPaths.fairnessChains,
    auth: 'none',
    input: chainSalts.fairnessChainsQuery,
    output: chainSalts.fairnessChainsData,
    summary: 'Crash and football chains: commitment and its time, salt kind, the named future value and when it was set',
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteInput<N extends RouteName> = z.input<Routes[N]['input']>;
export type RouteOutput<N extends RouteName> = z.output<Routes[N]['output']>;
