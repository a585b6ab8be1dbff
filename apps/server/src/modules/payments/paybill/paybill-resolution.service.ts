/**
 * Staff resolve an M-Pesa pay-bill payment whose account named no member
 * (docs/product-rules/pay-bill.md#staff-resolution), each way with a reason and an audit row
 * (target `paybill:<TransID>`, before and after) in the transaction of the change:
 *
 * - credit: the named member gets the payment through the one pay-bill credit path
 *   (PayBillService.creditIn: intent, ledger, `deposit.succeeded`, pushes after commit), so offers,
 *   limits, records and the inbox see it as any pay-bill deposit. Above the threshold it is a
 *   four-eyes request (`paybill.credit`) instead and the payment is `pending` meanwhile; the
 *   approving transaction credits, a rejection makes it `unmatched` again.
 * - returned: the money went back to the payer by an M-Pesa reversal done by hand; closed, no ledger.
 *
 * Exactly once: the payment row is locked (credit) or moved by a conditional UPDATE on its status
 * (pending, returned), so of two staff acting on one TransID one wins and the other is told it is
 * no longer open (3044); the deposit intent's TransID is unique besides.
 */
import { z } from 'zod';
import { ErrorCode } from '@nyota/contract/error-codes';
import type {
  PayBillListOutput,
  PayBillResolveInput,
  PayBillResolveOutput,
  PayBillUnmatchedRow,
} from '@nyota/contract/staff/routes-pay-bill';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { Actor, AuditService, FourEyesService } from '../../staff/index.js';
import type { MoveOutcome } from '../intent-transitions.js';
import { PayBillResolutionRepo, type PayBillStaffRow } from './paybill-resolution.repo.js';
import type { PayBillAccount, PayBillService } from './paybill.service.js';

export const PAYBILL_CREDIT_KIND = 'paybill.credit';

const creditPayload = z.object({
  transId: z.string(),
  amount: z.number().int().positive(),
  account: z.object({ memberId: z.string(), mobile: z.string(), lang: z.string() }),
  channelId: z.number().int(),
  /** The member hint the row had before (restored when the request is rejected). */
  previousMemberId: z.string().nullable(),
  reason: z.string(),
});
type CreditPayload = z.output<typeof creditPayload>;

export interface PayBillResolutionDeps {
  db: Db;
  clock: Clock;
  payBill: PayBillService;
  audit: Pick<AuditService, 'append'>;
  fourEyes: Pick<FourEyesService, 'registerAction' | 'requestIn'>;
  /** Credits above this (minor units) need a second person. */
  fourEyesAbove: number;
}

const notOpen = () => new AppError(ErrorCode.PAYBILL_RESOLVED, 'errors.paybill_resolved');
const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'errors.paybill_not_found');
const target = (transId: string) => `paybill:${transId}`;

export class PayBillResolutionService {
  private readonly repo = new PayBillResolutionRepo();

  constructor(private readonly d: PayBillResolutionDeps) {
    d.fourEyes.registerAction(PAYBILL_CREDIT_KIND, {
      payload: creditPayload,
      run: async (trx, p, who) => {
        await d.payBill.lockMember(trx, p.account.memberId);
        return this.creditLocked(trx, p, { from: 'pending', maker: who.maker, auditor: who.checker, requestId: who.requestId });
      },
      after: async (outcome) => {
        if (isOutcome(outcome)) await d.payBill.afterCredit(outcome);
      },
      rejected: async (trx, p, who) => {
        if (!(await this.repo.reopen(trx, { transId: p.transId, requestId: who.requestId, memberId: p.previousMemberId })))
          return;
        await d.audit.append(trx, {
          actorId: who.checker.id,
          actor: who.checker.username,
          action: 'paybill.credit_rejected',
          target: target(p.transId),
          before: { status: 'pending', memberId: p.account.memberId, fourEyesRequestId: who.requestId },
          after: { status: 'unmatched', memberId: p.previousMemberId },
        });
      },
    });
  }

  async list(which: 'open' | 'resolved'): Promise<PayBillListOutput> {
    const rows = await this.repo.list(this.d.db, which);
    return { items: rows.map(view), currencySymbol: this.d.payBill.currencySymbol, fourEyesThreshold: this.d.fourEyesAbove };
  }

  async resolve(actor: Actor, input: PayBillResolveInput): Promise<PayBillResolveOutput> {
    if (input.resolution === 'returned') return this.returned(actor, input.transId, input.reason);
    const account = await this.memberOf(input);
    const row = await this.repo.find(this.d.db, input.transId);
    if (!row) throw notFound();
    if (row.status !== 'unmatched') throw notOpen();
    const channelId = await this.d.payBill.channelId();
    if (channelId === undefined) throw new AppError(ErrorCode.VALIDATION, 'errors.paybill_no_channel');
    const p: CreditPayload = {
      transId: row.transId,
      amount: row.amount,
      account,
      channelId,
      previousMemberId: row.memberId,
      reason: input.reason,
    };
    if (row.amount > this.d.fourEyesAbove) return this.requestCredit(actor, p);
    const outcome = await this.d.db.transaction().execute(async (trx) => {
      await this.d.payBill.lockMember(trx, account.memberId);
      return this.creditLocked(trx, p, { from: 'unmatched', maker: actor.id, auditor: actor, requestId: null });
    });
    await this.d.payBill.afterCredit(outcome);
    return this.answer('credited', row.transId, outcome.intent?.id ?? null);
  }

  /** The member staff named: by phone number in any usual form of the market, or by id. */
  private async memberOf(input: Extract<PayBillResolveInput, { resolution: 'credit' }>): Promise<PayBillAccount> {
    const byMobile = input.mobile !== undefined && input.mobile !== '';
    const byId = input.memberId !== undefined && input.memberId !== '';
    if (byMobile === byId) throw new AppError(ErrorCode.VALIDATION, 'errors.paybill_member_choice');
    const e164 = byMobile ? this.d.payBill.mobileOf(input.mobile ?? '') : null;
    const { accounts } = this.d.payBill;
    const found = byMobile ? (e164 ? await accounts.byMobile(e164) : null) : await accounts.byId(input.memberId ?? '');
    if (!found) throw new AppError(ErrorCode.PAYBILL_MEMBER_UNKNOWN, 'errors.paybill_member_unknown');
    return found;
  }

  /** Credits a payment whose row this transaction locks; refuses one no longer in `from`. */
  private async creditLocked(
    trx: Db,
    p: CreditPayload,
    who: { from: 'unmatched' | 'pending'; maker: string; auditor: Actor; requestId: string | null },
  ): Promise<MoveOutcome> {
    const locked = await this.repo.lock(trx, p.transId);
    if (!locked) throw notFound();
    if (locked.status !== who.from || (who.requestId !== null && locked.fourEyesId !== who.requestId)) throw notOpen();
    const now = this.d.clock.now();
    const tax = await this.d.payBill.taxOf(p.amount, now, trx);
    const outcome = await this.d.payBill.creditIn(trx, {
      transId: p.transId,
      amount: p.amount,
      account: p.account,
      channelId: p.channelId,
      tax,
      now,
    });
    const intentId = outcome.intent?.id;
    if (!intentId) throw notOpen();
    const approvedBy = who.requestId === null ? null : who.auditor.id;
    const moved = await this.repo.markCredited(trx, {
      transId: p.transId,
      from: who.from,
      intentId,
      memberId: p.account.memberId,
      by: who.maker,
      approvedBy,
      reason: p.reason,
      now,
    });
    if (!moved) throw notOpen();
    await this.d.audit.append(trx, {
      actorId: who.auditor.id,
      actor: who.auditor.username,
      action: 'paybill.credit',
      target: target(p.transId),
      before: { status: who.from, memberId: locked.memberId, amount: p.amount },
      after: {
        status: 'credited',
        memberId: p.account.memberId,
        amount: p.amount,
        credited: p.amount - tax.taxPayable + tax.rateSubsidyAmount,
        intentId,
        ...(who.requestId ? { fourEyes: { maker: who.maker, request: who.requestId } } : {}),
      },
      reason: p.reason,
    });
    return outcome;
  }

  /** Above the threshold: the payment turns pending and the request is made, in one transaction. */
  private async requestCredit(actor: Actor, p: CreditPayload): Promise<PayBillResolveOutput> {
    await this.d.db.transaction().execute(async (trx) => {
      // The row before the audit head (which requestIn takes), in the order every resolution takes them.
      if ((await this.repo.lock(trx, p.transId))?.status !== 'unmatched') throw notOpen();
      const requestId = await this.d.fourEyes.requestIn(trx, actor, { kind: PAYBILL_CREDIT_KIND, payload: p, reason: p.reason });
      const moved = await this.repo.markPending(trx, {
        transId: p.transId,
        memberId: p.account.memberId,
        by: actor.id,
        reason: p.reason,
        requestId,
      });
      if (!moved) throw notOpen();
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'paybill.credit_request',
        target: target(p.transId),
        before: { status: 'unmatched', memberId: p.previousMemberId, amount: p.amount },
        after: { status: 'pending', memberId: p.account.memberId, amount: p.amount, fourEyesRequestId: requestId },
        reason: p.reason,
      });
    });
    return this.answer('pending', p.transId, null);
  }

  private async returned(actor: Actor, transId: string, reason: string): Promise<PayBillResolveOutput> {
    if (!(await this.repo.exists(this.d.db, transId))) throw notFound();
    await this.d.db.transaction().execute(async (trx) => {
      const locked = await this.repo.lock(trx, transId);
      const moved = await this.repo.markReturned(trx, { transId, by: actor.id, reason, now: this.d.clock.now() });
      if (!locked || !moved) throw notOpen();
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'paybill.return',
        target: target(transId),
        before: { status: locked.status, memberId: locked.memberId, amount: locked.amount },
        after: { status: 'returned', memberId: locked.memberId, amount: locked.amount },
        reason,
      });
    });
    return this.answer('returned', transId, null);
  }

  private async answer(
    outcome: PayBillResolveOutput['outcome'],
    transId: string,
    intentId: string | null,
  ): Promise<PayBillResolveOutput> {
    const row = await this.repo.find(this.d.db, transId);
    if (!row) throw notFound();
    return { outcome, item: view(row), intentId };
  }
}

function view(r: PayBillStaffRow): PayBillUnmatchedRow {
  return {
    transId: r.transId,
    billRef: r.billRef,
    msisdn: r.msisdn,
    amount: r.amount,
    memberId: r.memberId,
    receivedAt: r.createdAt.toISOString(),
    status: r.status,
    resolvedBy: r.resolvedBy,
    approvedBy: r.approvedBy,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    reason: r.reason,
    fourEyesRequestId: r.fourEyesId,
  };
}

function isOutcome(r: unknown): r is MoveOutcome {
  return typeof r === 'object' && r !== null && 'intent' in r && 'balances' in r;
}
