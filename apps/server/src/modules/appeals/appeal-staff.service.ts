/**
 * Staff moves on an appeal (log steps 2, 3, 5, 6, 7, 8 of
 * docs/product-rules/records-and-appeals.md#appeal-log). The staff console reaches them through
 * appeal-desk.service.ts (claim, audit, push). Each move checks the transition table, then writes the new step and status and its log row
 * in one transaction; the conditional UPDATE makes a move lose cleanly when another one got there
 * first. The staff id is kept on the log row and never shown to the player.
 */
import { AppealRejectionReason, AppealStatus } from '@nyota/contract/appeals-constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { AppealLogParamsJson } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { appendAppealStepMessage } from '../messages/index.js';
import { APPEAL_MOVES, canMove, statusAfter, type AppealMove } from './appeal-transitions.js';
import type { AppealRow, AppealsRepo } from './appeals.repo.js';

export interface AppealStaffDeps {
  db: Db;
  repo: AppealsRepo;
  clock: Clock;
}

/** Longest note staff may write to a player. */
export const APPEAL_CONTENT_MAX = 1000;
const STAFF_ID_MAX = 64;

const KNOWN_REASONS = new Set<number>(Object.values(AppealRejectionReason));

/** The appeal after a staff move. */
export interface AppealState {
  id: number;
  memberId: string;
  kind: number;
  recordId: string;
  status: number;
  lastLogType: number;
}

export interface MovedAppeal {
  before: AppealRow;
  after: AppealRow;
}

export interface StaffInput {
  reasons?: readonly number[];
  content?: string;
}

const notAllowed = () => new AppError(ErrorCode.APPEAL_MOVE_NOT_ALLOWED, 'errors.appeal_move_not_allowed');

function reasonsOf(reasons: readonly number[] | undefined): number[] {
  if (!reasons || reasons.length === 0) throw new AppError(ErrorCode.VALIDATION, 'errors.appeal_reasons_required');
  if (!reasons.every((r) => KNOWN_REASONS.has(r))) throw new AppError(ErrorCode.VALIDATION, 'errors.appeal_reason_invalid');
  return [...new Set(reasons)];
}

function contentOf(content: string | undefined): string {
  const text = (content ?? '').trim();
  if (text.length === 0) throw new AppError(ErrorCode.VALIDATION, 'errors.appeal_content_required');
  if (text.length > APPEAL_CONTENT_MAX) throw new AppError(ErrorCode.VALIDATION, 'errors.text_too_long');
  return text;
}

function staffIdOf(staffId: string): string {
  const id = staffId.trim();
  // A programming fault of the caller, not something a player can act on.
  if (id.length === 0 || id.length > STAFF_ID_MAX) throw new Error('a staff move needs the staff id');
  return id;
}

function stateOf(a: AppealRow): AppealState {
  return {
    id: Number(a.id),
    memberId: a.memberId,
    kind: a.kind,
    recordId: a.intentId,
    status: a.status,
    lastLogType: a.lastLogType,
  };
}

export class AppealStaffService {
  constructor(private readonly deps: AppealStaffDeps) {}

  /** The member's appeals still under review, newest first (beside a withdrawal under review). */
  async openForMember(memberId: string): Promise<AppealRow[]> {
    const rows = await this.deps.repo.listForMember(this.deps.db, memberId, null, 50);
    return rows.filter((a) => a.status === AppealStatus.REVIEWING);
  }

  /** An agent takes the appeal (log 2). */
  startReview(appealId: number, staffId: string): Promise<AppealState> {
    return this.apply('startReview', appealId, staffId, {});
  }

  /** The receipt's transaction ID is wrong; the player may resubmit (log 3). */
  rejectReceipt(appealId: number, staffId: string, reasons: readonly number[]): Promise<AppealState> {
    return this.apply('rejectReceipt', appealId, staffId, { reasons });
  }

  /** Handed to operations to trace the money with the operator (log 5). */
  passToOperations(appealId: number, staffId: string): Promise<AppealState> {
    return this.apply('passToOperations', appealId, staffId, {});
  }

  /** Operations found nothing to pay; the player may resubmit (log 6). */
  operationsReject(appealId: number, staffId: string, reasons: readonly number[], content: string): Promise<AppealState> {
    return this.apply('operationsReject', appealId, staffId, { reasons, content });
  }

  /** Settled in the player's favour (log 7). Crediting money is the payments module's job, not this one. */
  resolve(appealId: number, staffId: string, content: string): Promise<AppealState> {
    return this.apply('resolve', appealId, staffId, { content });
  }

  /** Closed without further action (log 8). */
  close(appealId: number, staffId: string, content: string): Promise<AppealState> {
    return this.apply('close', appealId, staffId, { content });
  }

  private async apply(move: AppealMove, appealId: number, staffId: string, input: StaffInput): Promise<AppealState> {
    const moved = await this.deps.db.transaction().execute((trx) => this.applyIn(trx, move, String(appealId), staffId, input));
    return stateOf(moved.after);
  }

  /**
   * One staff move inside the caller's transaction (the console adds its claim check, audit row
   * and credit to the same transaction). Returns the appeal before and after.
   */
  async applyIn(trx: Db, move: AppealMove, appealId: string, staffId: string, input: StaffInput): Promise<MovedAppeal> {
    const rule = APPEAL_MOVES[move];
    if (rule.by !== 'staff') throw new Error(`${move} is not a staff move`);
    const by = staffIdOf(staffId);
    const params: AppealLogParamsJson = {};
    if (rule.needs.reasons) params.reasons = reasonsOf(input.reasons);
    if (rule.needs.content) params.content = contentOf(input.content);

    const { repo, clock } = this.deps;
    const now = clock.now();
    const appeal = await repo.find(trx, appealId);
    if (!appeal) throw new AppError(ErrorCode.NOT_FOUND, 'errors.appeal_not_found');
    if (!canMove(move, appeal.lastLogType, appeal.kind)) throw notAllowed();
    const next = await repo.move(trx, appeal.id, { from: rule.after, logType: rule.logType, status: statusAfter(move), now });
    if (!next) throw notAllowed();
    const log = await repo.addLog(trx, { appealId: appeal.id, logType: rule.logType, params, staffId: by, now });
    // The player's inbox learns of the step in the same transaction (docs/product-rules/messages.md#appeal-steps).
    const step = { appealId: appeal.id, memberId: appeal.memberId, kind: appeal.kind, recordId: appeal.intentId };
    await appendAppealStepMessage(trx, { ...step, logId: log.id, logType: log.logType, at: now });
    return { before: appeal, after: next };
  }
}
