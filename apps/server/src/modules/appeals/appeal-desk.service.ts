/**
 * The staff console's appeal work (docs/staff-console.md#appeals): the queue, one agent's claim,
 * the detail with the payment record, the receipt check and the log moves. Every change is
 * audited in its own transaction and pushed to the player after commit. Credits are in
 * appeal-credit.service.ts.
 */
import { AppealLogType } from '@nyota/contract/appeals-constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import type {
  AppealDetail,
  AppealMoveInput,
  AppealQueueInput,
  AppealQueueItem,
  AppealReceiptCheck,
} from '@nyota/contract/staff/schemas-appeals';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerApi } from '../ledger/index.js';
import type { PaymentLookup } from '../payments/index.js';
import type { Actor, AuditService, StaffService } from '../staff/index.js';
import type { UploadsService } from '../uploads/index.js';
import { allowedMoves, paymentView, queueItem, sameTxnId, staffLog, type StaffNames } from './appeal-desk-views.js';
import type { AppealDeskRepo } from './appeal-desk.repo.js';
import { pushAppealChange } from './appeal-push.js';
import type { AppealStaffService, StaffInput } from './appeal-staff.service.js';
import type { AppealMove } from './appeal-transitions.js';
import type { AppealRow, AppealsRepo } from './appeals.repo.js';

export interface AppealDeskDeps {
  db: Db;
  bus: EventBus;
  clock: Clock;
  repo: AppealsRepo;
  desk: AppealDeskRepo;
  moves: AppealStaffService;
  audit: AuditService;
  staff: StaffService;
  payments: PaymentLookup;
  ledger: LedgerApi;
  uploads: UploadsService;
  creditFourEyesAbove: number;
}

const HOUR_MS = 3_600_000;

/** The ledger key of an appeal's credit: unique, so an appeal is credited once whatever retries. */
export const appealCreditKey = (appealId: string) => `appeal:${appealId}:credit`;

export const appealNotFound = () => new AppError(ErrorCode.NOT_FOUND, 'errors.appeal_not_found');

/** The row locked, held by `actor`: every move needs the claim. */
export async function claimedBy(desk: AppealDeskRepo, trx: Db, id: string, actor: Actor): Promise<AppealRow> {
  const a = await desk.lock(trx, id);
  if (!a) throw appealNotFound();
  if (a.claimedBy !== actor.id) throw new AppError(ErrorCode.APPEAL_NOT_CLAIMED, 'errors.appeal_not_claimed');
  return a;
}

export const stepOf = (a: AppealRow) => ({ step: a.lastLogType, status: a.status, claimedBy: a.claimedBy });

export class AppealDeskService {
  constructor(private readonly deps: AppealDeskDeps) {}

  private async names(): Promise<StaffNames> {
    return new Map((await this.deps.staff.list()).map((s) => [s.id, s.username]));
  }

  private async item(a: AppealRow, actor: Actor, names?: StaffNames): Promise<AppealQueueItem> {
    const intent = await this.deps.payments.intent(a.intentId);
    return queueItem(a, intent ? Number(intent.amount) : 0, actor.id, names ?? (await this.names()));
  }

  async list(actor: Actor, q: AppealQueueInput): Promise<AppealQueueItem[]> {
    const { db, desk, clock } = this.deps;
    const rows = await desk.list(db, {
      claim: q.claim,
      staffId: actor.id,
      limit: q.limit,
      ...(q.status !== undefined ? { status: q.status } : {}),
      ...(q.step !== undefined ? { step: q.step } : {}),
      ...(q.beforeId !== undefined ? { beforeId: q.beforeId } : {}),
      ...(q.olderThanHours !== undefined ? { openedBy: new Date(clock.now().getTime() - q.olderThanHours * HOUR_MS) } : {}),
    });
    const names = await this.names();
    return Promise.all(rows.map((a) => this.item(a, actor, names)));
  }

  async detail(actor: Actor, id: string): Promise<AppealDetail> {
    const { db, repo, payments } = this.deps;
    const a = await repo.find(db, id);
    if (!a) throw appealNotFound();
    const [names, logs, intent] = await Promise.all([this.names(), repo.logs(db, id), payments.intent(a.intentId)]);
    const credit = await this.creditOf(a);
    return {
      appeal: queueItem(a, intent ? Number(intent.amount) : 0, actor.id, names),
      logs: logs.map((l) => staffLog(l, names)),
      payment: intent ? paymentView(intent) : null,
      credit,
      allowedMoves: allowedMoves(a),
      creditFourEyesAbove: this.deps.creditFourEyesAbove,
    };
  }

  private async creditOf(a: AppealRow): Promise<AppealDetail['credit']> {
    const t = await this.deps.ledger.transferByKey(appealCreditKey(a.id));
    if (!t) return null;
    const amount = t.legs.reduce((sum, l) => sum + Number(l.amount), 0);
    return { transferId: t.transferId, amount, at: t.createdAt.toISOString() };
  }

  /** One agent at a time; claiming a newly (re)submitted appeal is the log's "taken by an agent". */
  async claim(actor: Actor, id: string): Promise<AppealQueueItem> {
    const { db, desk, moves, audit, clock } = this.deps;
    const done = await db.transaction().execute(async (trx) => {
      const before = await desk.lock(trx, id);
      if (!before) throw appealNotFound();
      const claimed = await desk.claim(trx, id, actor.id, clock.now());
      if (!claimed) return { holder: before.claimedBy ?? '', row: null };
      const fresh = claimed.lastLogType === AppealLogType.SUBMITTED || claimed.lastLogType === AppealLogType.RESUBMITTED;
      const after = fresh ? (await moves.applyIn(trx, 'startReview', id, actor.id, {})).after : claimed;
      await audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'appeal.claim',
        target: `appeal:${id}`,
        before: stepOf(before),
        after: { ...stepOf(after), claimedBy: actor.id },
        reason: fresh ? 'claim and start review' : 'claim',
      });
      return { holder: null, row: { ...after, claimedBy: actor.id }, moved: fresh };
    });
    if (done.row === null) {
      // Named after the transaction: on one-session PGlite a read outside it would wait for it.
      const name = (await this.names()).get(done.holder) ?? '?';
      throw new AppError(ErrorCode.APPEAL_CLAIMED, 'errors.appeal_claimed', { name });
    }
    if (done.moved) await pushAppealChange(this.deps.bus, done.row);
    return this.item(done.row, actor);
  }

  async release(actor: Actor, id: string): Promise<AppealQueueItem> {
    const { db, desk, audit } = this.deps;
    const row = await db.transaction().execute(async (trx) => {
      const before = await claimedBy(desk, trx, id, actor);
      const after = await desk.release(trx, id, actor.id);
      if (!after) throw new AppError(ErrorCode.APPEAL_NOT_CLAIMED, 'errors.appeal_not_claimed');
      await audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'appeal.release',
        target: `appeal:${id}`,
        before: stepOf(before),
        after: stepOf(after),
        reason: 'release',
      });
      return after;
    });
    return this.item(row, actor);
  }

  async move(actor: Actor, input: AppealMoveInput): Promise<AppealQueueItem> {
    const staffInput: StaffInput = {
      ...(input.reasons ? { reasons: input.reasons } : {}),
      ...(input.content !== undefined ? { content: input.content } : {}),
    };
    return this.applyMove(actor, input.move, input.id, staffInput);
  }

  /** In the player's favour without money from us (paid another way). */
  resolve(actor: Actor, id: string, content: string): Promise<AppealQueueItem> {
    return this.applyMove(actor, 'resolve', id, { content });
  }

  private async applyMove(actor: Actor, move: AppealMove, id: string, input: StaffInput): Promise<AppealQueueItem> {
    const { db, desk, moves, audit } = this.deps;
    const after = await db.transaction().execute(async (trx) => {
      await claimedBy(desk, trx, id, actor);
      const m = await moves.applyIn(trx, move, id, actor.id, input);
      await audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: `appeal.${move}`,
        target: `appeal:${id}`,
        before: stepOf(m.before),
        after: { ...stepOf(m.after), ...(input.reasons ? { reasons: input.reasons } : {}) },
        reason: input.content ?? move,
      });
      return m.after;
    });
    await pushAppealChange(this.deps.bus, after);
    return this.item(after, actor);
  }

  async checkReceipt(id: string, requery: boolean): Promise<AppealReceiptCheck> {
    const { db, repo, payments } = this.deps;
    const a = await repo.find(db, id);
    if (!a) throw appealNotFound();
    const intent = await payments.intent(a.intentId);
    const asked = intent && requery ? await payments.requery(intent) : null;
    const txn = intent?.providerTxnId ?? null;
    return {
      receiptNumber: a.receiptNumber,
      providerTxnId: txn,
      providerRef: intent?.providerRef ?? null,
      matches: sameTxnId(a.receiptNumber, txn) || sameTxnId(a.receiptNumber, asked?.providerTxnId ?? null),
      requery: asked,
    };
  }

  image(id: string, name: string) {
    return this.deps.uploads.openForAppeal(id, name);
  }
}
