/**
 * The ledger transfers a payment makes, one per business step, each under a key derived from our
 * payment id so a replay can never move money twice:
 *
 *   deposit:<id>           clearing:<provider> → member cash (amount − tax), → tax_payable (tax);
 *                          promotion_expense → member cash (tax subsidy)
 *   withdraw:<id>:reserve  member cash → withdraw_reserve (the whole amount, when requested)
 *   withdraw:<id>:settle   withdraw_reserve → clearing:<provider> (net), → fees, → tax_payable
 *   withdraw:<id>:refund   withdraw_reserve → member cash (the whole amount, confirmed failure only)
 */
import { toMinor } from '@nyota/contract/money/minor';
import type { AccountRef, TransferLeg, TransferRequest } from '../ledger/index.js';
import type { Intent } from './intent-row.js';

const cash = (memberId: string): AccountRef => ({ member: memberId, kind: 'cash' });
const clearing = (provider: string): AccountRef => ({ system: `clearing:${provider}`, kind: 'cash' });
const RESERVE: AccountRef = { system: 'withdraw_reserve', kind: 'cash' };
const TAX: AccountRef = { system: 'tax_payable', kind: 'cash' };
const FEES: AccountRef = { system: 'fees', kind: 'cash' };
const PROMOTION: AccountRef = { system: 'promotion_expense', kind: 'cash' };

function legs(...items: Array<[AccountRef, AccountRef, number]>): TransferLeg[] {
  return items.filter(([, , amount]) => amount > 0).map(([from, to, amount]) => ({ from, to, amount: toMinor(amount) }));
}

export function depositCredit(i: Intent): TransferRequest {
  return {
    idempotencyKey: `deposit:${i.id}`,
    kind: 'deposit',
    legs: legs(
      [clearing(i.provider), cash(i.memberId), i.providerAmount - i.tax],
      [clearing(i.provider), TAX, i.tax],
      [PROMOTION, cash(i.memberId), i.subsidy],
    ),
    metadata: { intentId: i.id, provider: i.provider },
  };
}

export function withdrawReserve(i: Pick<Intent, 'id' | 'memberId' | 'amount' | 'provider'>): TransferRequest {
  return {
    idempotencyKey: `withdraw:${i.id}:reserve`,
    kind: 'withdraw_reserve',
    legs: legs([cash(i.memberId), RESERVE, i.amount]),
    metadata: { intentId: i.id, provider: i.provider },
  };
}

export function withdrawSettle(i: Intent): TransferRequest {
  return {
    idempotencyKey: `withdraw:${i.id}:settle`,
    kind: 'withdraw_settle',
    legs: legs([RESERVE, clearing(i.provider), i.providerAmount], [RESERVE, FEES, i.fee], [RESERVE, TAX, i.tax]),
    metadata: { intentId: i.id, provider: i.provider },
  };
}

export function withdrawRefund(i: Intent): TransferRequest {
  return {
    idempotencyKey: `withdraw:${i.id}:refund`,
    kind: 'withdraw_refund',
    legs: legs([RESERVE, cash(i.memberId), i.amount]),
    metadata: { intentId: i.id, provider: i.provider },
  };
}

/** The credit a deposit gives the player: amount − tax + subsidy. */
export function depositCreditAmount(i: Pick<Intent, 'providerAmount' | 'tax' | 'subsidy'>): number {
  return i.providerAmount - i.tax + i.subsidy;
}
