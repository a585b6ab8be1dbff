/**
 * The Records screen (docs/product-rules/records-and-appeals.md#records-screen): a member's own
 * deposits or withdrawals in one month, newest first, paged by the last id shown, each with its
 * appeal (feedbackId and work) once one exists. The appeals module reads records through
 * appealTarget and amountsOf, never through the repo.
 */
import type { DepositRecordRow, RecordsQuery, WithdrawRecordRow } from '@nyota/contract/api/records';
import { DepositStatus, transNoField, WithdrawStatus } from '@nyota/contract/api/payments';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/i18n.js';
import { depositStatusOf, withdrawStatusOf, type IntentDirection } from '../payments/index.js';
import { feedbackIdOf, mayAppeal } from './appeal-rules.js';
import { recordMonth } from '../../platform/time/record-month.js';
import type { RecordRow, RecordsRepo } from './records.repo.js';

const DEPOSIT_TEXT: Record<number, ServerMessageKey> = {
  [DepositStatus.PROCESSING]: 'records.deposit.processing',
  [DepositStatus.SUCCESS]: 'records.deposit.success',
  [DepositStatus.FAILED]: 'records.deposit.failed',
  [DepositStatus.CLOSED]: 'records.deposit.closed',
};

const WITHDRAW_TEXT: Record<number, ServerMessageKey> = {
  [WithdrawStatus.WAITING]: 'records.withdraw.waiting',
  [WithdrawStatus.PROCESSING]: 'records.withdraw.processing',
  [WithdrawStatus.THIRD_PARTY_PROCESSING]: 'records.withdraw.third_party_processing',
  [WithdrawStatus.SUCCESS]: 'records.withdraw.success',
  [WithdrawStatus.FAILED_REFUNDED]: 'records.withdraw.failed_refunded',
  [WithdrawStatus.VERIFICATION_FAILED]: 'records.withdraw.verification_failed',
};

export interface RecordsDeps {
  db: Db;
  repo: RecordsRepo;
  clock: Clock;
  timeZone: string;
}

interface Common {
  id: string;
  createTime: string;
  money: number;
  status: number;
  feedbackId: number;
  work: { id: number; status: number } | null;
  text: string;
}

/** A record as the appeals module needs it. */
export interface AppealTarget {
  id: string;
  kind: IntentDirection;
  /** The seed status (DepositStatus or WithdrawStatus). */
  status: number;
  amount: number;
  /** docs/product-rules/records-and-appeals.md#appeal-eligibility: whether a first appeal may be submitted on it. */
  mayAppeal: boolean;
}

export class RecordsService {
  constructor(private readonly deps: RecordsDeps) {}

  async deposits(memberId: string, lang: string, q: RecordsQuery): Promise<DepositRecordRow[]> {
    const rows = await this.rows(memberId, 'deposit', q);
    return rows.map((r) => depositRow(r, lang));
  }

  async withdrawals(memberId: string, lang: string, q: RecordsQuery): Promise<WithdrawRecordRow[]> {
    const rows = await this.rows(memberId, 'withdraw', q);
    return rows.map((r) => withdrawRow(r, lang));
  }

  /** One of the member's deposits, for a link that names it; any other id is "not found". */
  async deposit(memberId: string, lang: string, id: string): Promise<DepositRecordRow> {
    return depositRow(await this.own(memberId, 'deposit', id), lang);
  }

  /** One of the member's withdrawals, for a link that names it; any other id is "not found". */
  async withdrawal(memberId: string, lang: string, id: string): Promise<WithdrawRecordRow> {
    return withdrawRow(await this.own(memberId, 'withdraw', id), lang);
  }

  /**
   * The member's record of that kind, or undefined (unknown, someone else's, the other kind).
   * `trx` lets an appeal read it inside its own transaction.
   */
  async appealTarget(memberId: string, kind: IntentDirection, id: string, trx?: Db): Promise<AppealTarget | undefined> {
    const r = await this.deps.repo.findOwn(trx ?? this.deps.db, memberId, kind, id);
    if (!r) return undefined;
    const status = seedStatus(kind, r);
    return { id: r.id, kind, status, amount: r.amount, mayAppeal: mayAppeal(kind, status) };
  }

  /** Amounts of the member's records among `ids` (the appeals list shows them). */
  async amountsOf(memberId: string, ids: readonly string[]): Promise<Map<string, number>> {
    return this.deps.repo.amounts(this.deps.db, memberId, ids);
  }

  /**
   * Another member's record, the other kind and an unknown id all get the same answer, so a link
   * reveals nothing about records that are not the caller's. An id that is not of our shape is
   * unknown without asking the database.
   */
  private async own(memberId: string, kind: IntentDirection, id: string): Promise<RecordRow> {
    const r = transNoField.safeParse(id).success ? await this.deps.repo.findOwn(this.deps.db, memberId, kind, id) : undefined;
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, 'errors.payment_not_found');
    return r;
  }

  private async rows(memberId: string, direction: IntentDirection, q: RecordsQuery): Promise<RecordRow[]> {
    const { start, end } = recordMonth(q.monthOfYear, this.deps.clock.now(), this.deps.timeZone);
    let after = null;
    if (q.startId !== undefined) {
      after = await this.deps.repo.cursorOf(this.deps.db, memberId, direction, q.startId);
      // Not one of the caller's records: nothing follows it for them.
      if (!after) return [];
    }
    return this.deps.repo.page(this.deps.db, {
      memberId,
      direction,
      start,
      end,
      after,
      limit: q.quantity,
      ...(q.feedbackStatus !== undefined ? { appealStatus: Number(q.feedbackStatus) } : {}),
    });
  }
}

function depositRow(r: RecordRow, lang: string): DepositRecordRow {
  const status = seedStatus('deposit', r);
  return { ...common(r, 'deposit', status, translate(lang, textKey(DEPOSIT_TEXT, status))), orderNo: r.id };
}

function withdrawRow(r: RecordRow, lang: string): WithdrawRecordRow {
  const status = seedStatus('withdraw', r);
  const text =
    status === WithdrawStatus.VERIFICATION_FAILED && r.reviewNote
      ? translate(lang, 'records.withdraw.rejected_reason', { reason: r.reviewNote })
      : translate(lang, textKey(WITHDRAW_TEXT, status));
  return { ...common(r, 'withdraw', status, text), tradeNo: r.id };
}

function seedStatus(kind: IntentDirection, r: RecordRow): number {
  return kind === 'deposit' ? depositStatusOf(r.status, r.expired) : withdrawStatusOf(r.status, r.reviewStatus);
}

function textKey(table: Record<number, ServerMessageKey>, status: number): ServerMessageKey {
  const key = table[status];
  if (!key) throw new Error(`no text for record status ${status}`);
  return key;
}

function common(r: RecordRow, kind: IntentDirection, status: number, text: string): Common {
  return {
    id: r.id,
    createTime: r.createdAt.toISOString(),
    money: r.amount,
    status,
    feedbackId: feedbackIdOf(kind, status, r.appeal?.id ?? null),
    work: r.appeal ? { id: r.appeal.id, status: r.appeal.status } : null,
    text,
  };
}
