/**
 * One real message of each kind, as the server sends it (taken from the engine's and the services'
 * output), for the tests of the contract, the server and the web decoder.
 */
import type { ImServerKind, ImServerMessage } from './messages.js';

const roundId = '1207';
const betId = '0b9f1e4c-5a7d-4c1e-9d3b-2f6a8c0e1d42';
const queueId = '7c2d9a10-3e4b-4f5a-8b6c-1d2e3f4a5b6c';

export const IM_SAMPLES: { readonly [K in ImServerKind]: ImServerMessage } = {
  'System/Hello': { object: 'System', event: 'Hello', data: { serverTime: 1_764_000_000_000 } },
  'System/Pong': { object: 'System', event: 'Pong', data: { serverTime: 1_764_000_030_000 } },
  'Crash/starting': {
    object: 'Crash',
    event: 'starting',
    data: {
      roundId,
      commitment: '8d4b6c3f2a1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c',
      gameNumber: 999_812,
      bettingClosesAt: 1_764_000_007_000,
      configVersion: 'crash-v1',
      houseEdgeBp: 100,
    },
  },
  'Crash/started': { object: 'Crash', event: 'started', data: { roundId, startTime: 1_764_000_007_010 } },
  'Crash/tick': {
    object: 'Crash',
    event: 'tick',
    data: { roundId, elapsedMs: 3_150, sync: true, cashouts: [{ betId, multiplier: 152, payout: 15_200, reason: 'manual' }] },
  },
  'Crash/bets': {
    object: 'Crash',
    event: 'bets',
    data: { roundId, placed: [{ betId, label: '097****123', panel: 1, stake: 10_000 }], cancelled: [], count: 14, total: 93_500 },
  },
  'Crash/crashed': {
    object: 'Crash',
    event: 'crashed',
    data: { roundId, crashPoint: 231, gameHash: 'aa'.repeat(32), forced: false, elapsedMs: 8_460, cashouts: [] },
  },
  'Crash/queuedBetPlaced': {
    object: 'Crash',
    event: 'queuedBetPlaced',
    data: { queueId, roundId, betId, panel: 2, stake: 5_000, autoCashout: 200 },
  },
  'Crash/queuedBetRefused': {
    object: 'Crash',
    event: 'queuedBetRefused',
    data: { queueId, panel: 1, code: 1003, key: 'errors.self_excluded' },
  },
  'Crash/cashedOut': {
    object: 'Crash',
    event: 'cashedOut',
    data: { roundId, betId, panel: 1, multiplier: 200, payout: 20_000, reason: 'auto' },
  },
  'Session/KickOut': { object: 'Session', event: 'KickOut', data: { reason: 'new_login' } },
  'Deposit/StatusChange': {
    object: 'Deposit',
    event: 'StatusChange',
    data: { no: '3f0c2b9e-7d41-4a6b-9c58-0e1f2a3b4c5d', status: 3, desc: 'Deposit successful: K100.00 added' },
  },
  'DepositEvent/Credited': {
    object: 'DepositEvent',
    event: 'Credited',
    data: { no: '3f0c2b9e-7d41-4a6b-9c58-0e1f2a3b4c5d', amount: 10_000 },
  },
  'Appeal/StatusChange': { object: 'Appeal', event: 'StatusChange', data: { id: 42, status: 1, logType: 2 } },
  'Withdraw/Rejected': {
    object: 'Withdraw',
    event: 'Rejected',
    data: { no: '3f0c2b9e-7d41-4a6b-9c58-0e1f2a3b4c5d', amount: 40_000, reason: 'Name does not match' },
  },
  'Notification/New': { object: 'Notification', event: 'New', data: { id: 7, unread: 3 } },
  'Promotion/New': { object: 'Promotion', event: 'New', data: { id: '2' } },
  'VIP/Change': { object: 'VIP', event: 'Change', data: { levelId: 3, previousLevelId: 2, score: 10_450, notice: true } },
  'TaskCenter/Change': {
    object: 'TaskCenter',
    event: 'Change',
    data: { taskType: 3, targetIndex: 2, id: 3, bonusValue: 1_575, currentValue: 4, originalBonusValue: 1_500, targetValue: 5 },
  },
  'CashAccount/Change': { object: 'CashAccount', event: 'Change', data: { balance: 110_000 } },
  'TrialAccount/Change': { object: 'TrialAccount', event: 'Change', data: { balance: 2_000 } },
  'TrialAccount/Progress': {
    object: 'TrialAccount',
    event: 'Progress',
    data: {
      reason: 'wagered',
      grantId: '12',
      trial: 2_000,
      active: { id: '12', wagered: 4_500, wageringRequired: 20_000, expiresAt: '2026-12-03T08:00:00.000Z' },
    },
  },
  'CoinAccount/Change': { object: 'CoinAccount', event: 'Change', data: { balance: 40 } },
  'DiamondAccount/Change': { object: 'DiamondAccount', event: 'Change', data: { balance: 3 } },
  'VoucherAccount/Change': { object: 'VoucherAccount', event: 'Change', data: { balance: 0 } },
};
