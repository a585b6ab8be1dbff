/**
 * The Records screen (seed §2, §3): a member's own deposits or withdrawals in one month, newest
 * first, paged by the last id shown. Appeals are not stored yet, so no record carries one: work is
 * null and a feedbackStatus filter matches nothing.
 */
import type { DepositRecordRow, RecordsQuery, WithdrawRecordRow } from '@nyota/contract/api/records';
import { DepositStatus, WithdrawStatus } from '@nyota/contract/api/payments';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/clock.js';
import { translate } from '../../platform/http/i18n.js';
import { depositStatusOf, withdrawStatusOf, type IntentDirection } from '../payments/intent-state.js';
import { feedbackIdOf } from './appeal-rules.js';
import { recordMonth } from './record-month.js';
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
  work: null;
  text: string;
}

export class RecordsService {
  constructor(private readonly deps: RecordsDeps) {}

  async deposits(memberId: string, lang: string, q: RecordsQuery): Promise<DepositRecordRow[]> {
    const rows = await this.rows(memberId, 'deposit', q);
    return rows.map((r) => {
      const status = depositStatusOf(r.status, r.expired);
      return { ...common(r, 'deposit', status, translate(lang, textKey(DEPOSIT_TEXT, status))), orderNo: r.id };
    });
  }

  async withdrawals(memberId: string, lang: string, q: RecordsQuery): Promise<WithdrawRecordRow[]> {
    const rows = await this.rows(memberId, 'withdraw', q);
    return rows.map((r) => {
      const status = withdrawStatusOf(r.status, r.reviewStatus);
      return { ...common(r, 'withdraw', status, translate(lang, textKey(WITHDRAW_TEXT, status))), tradeNo: r.id };
    });
  }

  private async rows(memberId: string, direction: IntentDirection, q: RecordsQuery): Promise<RecordRow[]> {
    const { start, end } = recordMonth(q.monthOfYear, this.deps.clock.now(), this.deps.timeZone);
    // No appeal has been stored yet, so none has the asked status.
    if (q.feedbackStatus !== undefined) return [];
    let after = null;
    if (q.startId !== undefined) {
      after = await this.deps.repo.cursorOf(this.deps.db, memberId, direction, q.startId);
      // Not one of the caller's records: nothing follows it for them.
      if (!after) return [];
    }
    return this.deps.repo.page(this.deps.db, { memberId, direction, start, end, after, limit: q.quantity });
  }
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
    feedbackId: feedbackIdOf(kind, status, null),
    work: null,
    text,
  };
}
