/**
 * A member's own /im messages about their session and money: the kick-out, deposit results and
 * credits, and balance changes. Each follows a committed change; a client that missed one reloads
 * the state over HTTP. Written with zod/mini (decoded in the browser).
 */
import * as z from 'zod/mini';
import { DepositResult } from '../payments-constants.js';
import { ImEvent, ImObject } from './names.js';

/** Why a session was ended by the server (see ImCloseReason for how the socket closes). */
export const KICK_OUT_REASONS = [
  'new_login',
  'logout',
  'self_excluded',
  'password_changed',
  'account_locked',
  'staff_ended',
  'time_out',
] as const;
export type KickOutReason = (typeof KICK_OUT_REASONS)[number];

export const kickOutData = z.object({ reason: z.enum(KICK_OUT_REASONS) });
export type KickOutData = z.infer<typeof kickOutData>;

/** Session/KickOut: this device's session was ended; the socket closes with 3000 `kicked_out`. */
export const sessionKickOut = z.object({
  object: z.literal(ImObject.Session),
  event: z.literal(ImEvent.KickOut),
  data: kickOutData,
});

/** The player's deposit result: 1 pending, 3 success, 4 failure, with the text to show. */
export const depositStatusChangeData = z.object({
  no: z.string(),
  status: z.union([z.literal(DepositResult.PENDING), z.literal(DepositResult.SUCCESS), z.literal(DepositResult.FAILURE)]),
  desc: z.string(),
});
export type DepositStatusChange = z.infer<typeof depositStatusChangeData>;

/** Deposit/StatusChange: after every committed change of a deposit (docs/realtime-messages.md). */
export const depositStatusChange = z.object({
  object: z.literal(ImObject.Deposit),
  event: z.literal(ImEvent.StatusChange),
  data: depositStatusChangeData,
});

/** A deposit credited to the cash balance: its order number and the amount added (minor units). */
export const depositCreditedData = z.object({ no: z.string(), amount: z.int() });
export type DepositCredited = z.infer<typeof depositCreditedData>;

/**
 * DepositEvent/Credited: once per deposit, when its money reaches the balance. The fact itself,
 * for what reacts to deposits (bonus offers, tracking), apart from the result shown to the player.
 */
export const depositEventCredited = z.object({
  object: z.literal(ImObject.DepositEvent),
  event: z.literal(ImEvent.Credited),
  data: depositCreditedData,
});

/** Objects whose `Change` carries a member account's new balance, in that account's unit. */
export const BALANCE_OBJECTS = [
  ImObject.CashAccount,
  ImObject.TrialAccount,
  ImObject.CoinAccount,
  ImObject.DiamondAccount,
  ImObject.VoucherAccount,
] as const;
export type BalanceObject = (typeof BALANCE_OBJECTS)[number];

const balanceData = z.object({ balance: z.int() });

function balanceChangeOf<O extends BalanceObject>(object: O) {
  return z.object({ object: z.literal(object), event: z.literal(ImEvent.Change), data: balanceData });
}

/** TrialAccount/Change, kept apart: TrialAccount also has `Progress` (trial-account.ts). */
export const trialBalanceChange = balanceChangeOf(ImObject.TrialAccount);

/** <Kind>Account/Change: the account's balance after a committed transfer, one object per account. */
export const balanceChanges = [
  balanceChangeOf(ImObject.CashAccount),
  trialBalanceChange,
  balanceChangeOf(ImObject.CoinAccount),
  balanceChangeOf(ImObject.DiamondAccount),
  balanceChangeOf(ImObject.VoucherAccount),
] as const;
export type BalanceChange = z.infer<(typeof balanceChanges)[number]>;

/** The balance changes of the accounts with one event only (TrialAccount is keyed on its events). */
export const singleEventBalanceChanges = [
  balanceChangeOf(ImObject.CashAccount),
  balanceChangeOf(ImObject.CoinAccount),
  balanceChangeOf(ImObject.DiamondAccount),
  balanceChangeOf(ImObject.VoucherAccount),
] as const;
