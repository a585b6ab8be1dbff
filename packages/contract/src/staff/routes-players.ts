/** The staff players API: search, the player page's reads and the actions on a player. */
import { fourEyesRequestSchema } from './schemas.js';
import { staffRoute } from './route-def.js';
import * as p from './players-schemas.js';
import { limitHitsInput, limitHitsOutput, playerSaferPlaySchema } from './player-safer-play-schemas.js';

const get = <I extends typeof p.memberRefInput | typeof p.playerPageInput>(path: `/staff-api/${string}`, input: I) =>
  ({ method: 'GET', path, access: 'players.read', input }) as const;
const act = (path: `/staff-api/${string}`, summary: string) =>
  staffRoute({ method: 'POST', path, access: 'players.act', input: p.playerActionInput, output: p.playerActionOutput, summary });

export const playerRoutes = {
  searchPlayers: staffRoute({
    method: 'GET',
    path: '/staff-api/players/search',
    access: 'players.read',
    input: p.playerSearchInput,
    output: p.playerSearchOutput,
    summary: 'Find players by phone (any format), member id, payment reference or device id.',
  }),
  playerOverview: staffRoute({
    ...get('/staff-api/players/overview', p.memberRefInput),
    output: p.playerOverviewSchema,
    summary: "A player's page: profile, balances, lock, responsible-gambling state, notes, sessions, appeals.",
  }),
  playerSaferPlay: staffRoute({
    ...get('/staff-api/players/safer-play', p.memberRefInput),
    output: playerSaferPlaySchema,
    summary: "A player's own limits (current and pending), running time-out and reality-check interval.",
  }),
  playerLimitHits: staffRoute({
    method: 'GET',
    path: '/staff-api/players/limit-hits',
    access: 'players.read',
    input: limitHitsInput,
    output: limitHitsOutput,
    summary: 'The 50 players whose deposits or stakes their own limits refused most often in the last 7 or 30 days.',
  }),
  playerLedger: staffRoute({
    method: 'GET',
    path: '/staff-api/players/ledger',
    access: 'players.read',
    input: p.playerLedgerInput,
    output: p.playerLedgerOutput,
    summary: "A player's ledger entries on one account, newest first, 50 a page.",
  }),
  playerPayments: staffRoute({
    ...get('/staff-api/players/payments', p.playerPageInput),
    output: p.playerPaymentsOutput,
    summary: "A player's deposits and withdrawals, newest first, 20 a page.",
  }),
  playerBets: staffRoute({
    ...get('/staff-api/players/bets', p.playerPageInput),
    output: p.playerBetsOutput,
    summary: "A player's bets with their rounds and the public fairness verifier, newest first, 20 a page.",
  }),
  lockPlayer: act('/staff-api/players/lock', 'Lock the account: no login, no play; its sessions end.'),
  unlockPlayer: act('/staff-api/players/unlock', 'Remove the staff lock.'),
  kickOutPlayer: act('/staff-api/players/kick-out', "End all the player's sessions."),
  resetPlayerPassword: act('/staff-api/players/reset-password', 'Send the player a password reset code by SMS.'),
  flagPlayerConcern: staffRoute({
    method: 'POST',
    path: '/staff-api/players/concern',
    access: 'players.act',
    input: p.playerNoteInput,
    output: p.playerActionOutput,
    summary: 'Mark a responsible-gambling concern with a note.',
  }),
  clearPlayerConcern: staffRoute({
    method: 'POST',
    path: '/staff-api/players/concern/clear',
    access: 'players.act',
    input: p.clearConcernInput,
    output: p.playerActionOutput,
    summary: 'Clear an open responsible-gambling concern, with a note saying why.',
  }),
  addPlayerNote: staffRoute({
    method: 'POST',
    path: '/staff-api/players/note',
    access: 'players.act',
    input: p.playerNoteInput,
    output: p.playerActionOutput,
    summary: 'Add a staff note to the player.',
  }),
  requestAdjustment: staffRoute({
    method: 'POST',
    path: '/staff-api/players/adjustment',
    access: 'money.adjust',
    input: p.adjustmentInput,
    output: fourEyesRequestSchema,
    summary: "Ask for a credit or debit of the player's cash; a second person approves it (four eyes).",
  }),
} as const;
