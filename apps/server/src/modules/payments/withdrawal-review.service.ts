/**
 * The staff side of held withdrawals (docs/staff-console.md#withdrawal-review): the queue, one
 * decision at a time and in bulk. Each decision is audited in the transaction that makes it. An
 * approval above the four-eyes threshold does not act: it becomes a `withdrawal.approve` request,
 * whose approval (by someone else) marks it approved in the approving transaction and sends it to
 * the provider after commit. Two staff deciding one item race on a conditional UPDATE: one wins,
 * the other is told it was decided, and no money moves twice. A refusal is pushed to the player
 * (Withdraw/Rejected) only after it commits.
 */
import { z } from 'zod';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { HeldWithdrawal, WithdrawalDecision, WithdrawalQueueQuery } from '@nyota/contract/staff/schemas-withdrawals';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/i18n.js';
import type { Actor, AuditService, FourEyesService } from '../staff/index.js';
import type { Intent } from './intent-row.js';
import type { IntentsRepo } from './intents.repo.js';
import type { WithdrawService } from './withdraw.service.js';

export const WITHDRAWAL_APPROVE_KIND = 'withdrawal.approve';
const approvePayload = z.object({ id: z.uuid(), note: z.string().max(500) });

export interface WithdrawalReviewDeps {
  db: Db;
  clock: Clock;
  intents: IntentsRepo;
  withdrawals: WithdrawService;
  audit: Pick<AuditService, 'append'>;
  fourEyes: Pick<FourEyesService, 'registerAction' | 'list' | 'request'>;
  /** Approvals of amounts above this (minor units) need a second person. */
  fourEyesThreshold: number;
  /** Tells the player's open screens; called after the refusal committed. */
  notifyRejected(intent: Intent, reason: string): Promise<void>;
}

const decided = () => new AppError(ErrorCode.WITHDRAWAL_DECIDED, 'errors.withdrawal_decided');
const target = (id: string) => `withdrawal:${id}`;
const isHeld = (i: Intent) => i.direction === 'withdraw' && i.reviewStatus === 'pending' && i.status === 'CREATED';

/** Of these members, those whose withdrawals are reviewed first (the VIP club's faster withdrawal review). */
export type ReviewFirst = (memberIds: readonly string[]) => Promise<ReadonlySet<string>>;

export class WithdrawalReviewService {
  private reviewFirst: ReviewFirst = () => Promise.resolve(new Set());

  constructor(private readonly d: WithdrawalReviewDeps) {
    d.fourEyes.registerAction(WITHDRAWAL_APPROVE_KIND, {
      payload: approvePayload,
      run: async (trx, p, who) => {
        const approved = await this.markApproved(trx, who.checker, p.id, p.note, { maker: who.maker, request: who.requestId });
        return approved.id;
      },
      after: async (id) => {
        const approved = typeof id === 'string' ? await d.intents.find(d.db, id) : undefined;
        if (approved) await d.withdrawals.release(approved);
      },
    });
  }

  /** Set once by the composition root: the VIP club is built after this module. */
  prioritiseFrom(fn: ReviewFirst): void {
    this.reviewFirst = fn;
  }

  /** The members among these whose withdrawals come first in the queue (marked VIP). */
  async firstOf(memberIds: readonly string[]): Promise<ReadonlySet<string>> {
    return memberIds.length === 0 ? new Set() : this.reviewFirst([...new Set(memberIds)]);
  }

  get threshold(): number {
    return this.d.fourEyesThreshold;
  }

  /** Ids of held withdrawals that already have a pending approval request. */
  async requestedIds(): Promise<Map<string, string>> {
    const pending = await this.d.fourEyes.list('pending');
    const ids = new Map<string, string>();
    for (const r of pending) {
      const p = approvePayload.safeParse(r.payload);
      if (r.kind === WITHDRAWAL_APPROVE_KIND && p.success) ids.set(p.data.id, r.id);
    }
    return ids;
  }

  view(i: Intent, requested: ReadonlyMap<string, string>, first: ReadonlySet<string>): HeldWithdrawal {
    const now = this.d.clock.now().getTime();
    return {
      id: i.id,
      memberId: i.memberId,
      msisdn: i.msisdn,
      operator: i.operator,
      provider: i.provider,
      amount: i.amount,
      net: i.providerAmount,
      createdAt: i.createdAt.toISOString(),
      ageSeconds: Math.max(0, Math.floor((now - i.createdAt.getTime()) / 1000)),
      heldFor: 'daily_cap',
      needsFourEyes: i.amount > this.d.fourEyesThreshold,
      approvalRequested: requested.has(i.id),
      vip: first.has(i.memberId),
    };
  }

  async queue(q: WithdrawalQueueQuery) {
    const all = await this.d.withdrawals.reviewQueue();
    const [requested, first] = await Promise.all([this.requestedIds(), this.firstOf(all.map((i) => i.memberId))]);
    const views = all.map((i) => this.view(i, requested, first));
    // Oldest first, with the faster-review members' items ahead of everyone else's (each part oldest first).
    const ordered = [...views.filter((v) => v.vip), ...views.filter((v) => !v.vip)];
    const items = ordered.filter(
      (v) =>
        (q.operator === undefined || q.operator === '' || v.operator === q.operator) &&
        (q.provider === undefined || q.provider === '' || v.provider === q.provider) &&
        (q.minAmount === undefined || v.amount >= q.minAmount) &&
        (q.maxAmount === undefined || v.amount <= q.maxAmount) &&
        (q.minAgeMinutes === undefined || v.ageSeconds >= q.minAgeMinutes * 60),
    );
    const oldest = views[0];
    return { items, oldestAgeSeconds: oldest ? oldest.ageSeconds : null, total: views.length, fourEyesThreshold: this.threshold };
  }

  async held(id: string): Promise<Intent> {
    const i = await this.d.intents.find(this.d.db, id);
    if (!i || i.direction !== 'withdraw') throw new AppError(ErrorCode.NOT_FOUND, 'errors.payment_not_found');
    return i;
  }

  /** Approves one; above the threshold, makes (or refuses a second) four-eyes request instead. */
  async approve(actor: Actor, id: string, note: string): Promise<WithdrawalDecision> {
    const i = await this.held(id);
    if (!isHeld(i)) throw decided();
    if (i.amount > this.threshold) {
      if ((await this.requestedIds()).has(id))
        throw new AppError(ErrorCode.WITHDRAWAL_APPROVAL_REQUESTED, 'errors.withdrawal_approval_requested');
      const reason = note === '' ? `approve withdrawal ${id}` : note;
      const req = await this.d.fourEyes.request(actor, { kind: WITHDRAWAL_APPROVE_KIND, payload: { id, note }, reason });
      return { id, outcome: 'requested', fourEyesRequestId: req.id, error: null };
    }
    const approved = await this.d.db.transaction().execute((trx) => this.markApproved(trx, actor, id, note, null));
    await this.d.withdrawals.release(approved);
    return { id, outcome: 'approved', fourEyesRequestId: null, error: null };
  }

  private async markApproved(
    trx: Db,
    actor: Actor,
    id: string,
    note: string,
    fourEyes: { maker: string; request: string } | null,
  ): Promise<Intent> {
    const approved = await this.d.withdrawals.approveIn(trx, id, `staff:${actor.username}`, note);
    if (!approved) throw decided();
    await this.d.audit.append(trx, {
      actorId: actor.id,
      actor: actor.username,
      action: 'withdrawal.approve',
      target: target(id),
      before: { reviewStatus: 'pending', amount: approved.amount },
      after: { reviewStatus: 'approved', amount: approved.amount, ...(fourEyes ? { fourEyes } : {}) },
      reason: note === '' ? null : note,
    });
    return approved;
  }

  /** Refuses one: status -2, the amount back to the player once, the reason in their records. */
  async reject(actor: Actor, id: string, reason: string): Promise<WithdrawalDecision> {
    await this.held(id);
    const outcome = await this.d.db.transaction().execute(async (trx) => {
      const moved = await this.d.withdrawals.rejectIn(trx, id, `staff:${actor.username}`, reason);
      if (!moved?.intent) throw decided();
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'withdrawal.reject',
        target: target(id),
        before: { reviewStatus: 'pending', amount: moved.intent.amount },
        after: { reviewStatus: 'rejected', status: moved.intent.status, refunded: moved.intent.amount },
        reason,
      });
      return moved;
    });
    await this.d.withdrawals.afterReject(outcome);
    if (outcome.intent) await this.d.notifyRejected(outcome.intent, reason);
    return { id, outcome: 'rejected', fourEyesRequestId: null, error: null };
  }

  /** Approves each in turn; those above the threshold become requests, a failure names its reason. */
  async bulkApprove(actor: Actor, ids: readonly string[], note: string, lang: string): Promise<WithdrawalDecision[]> {
    const out: WithdrawalDecision[] = [];
    for (const id of new Set(ids)) {
      try {
        out.push(await this.approve(actor, id, note));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        out.push({ id, outcome: 'failed', fourEyesRequestId: null, error: translate(lang, err.key, err.params) });
      }
    }
    return out;
  }
}
