/**
 * The system message a staff step on an appeal becomes (docs/product-rules/messages.md#appeal-steps),
 * written by the appeals module in the step's own transaction, so a step and its message commit
 * together and a rolled-back step leaves none. Keyed by the step's log row: one message per step.
 * No push of its own: the step's Appeal/StatusChange push already makes the app reload the
 * member's queries, the unread count among them.
 */
import { AppealLogType } from '@nyota/contract/appeals-constants';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import type { Db } from '../../platform/db/database.js';
import { translate } from '../../platform/http/i18n.js';
import { memberLanguages } from '../members/index.js';
import { MemberMessagesRepo } from './member-messages.repo.js';

export interface AppealStep {
  appealId: string;
  memberId: string;
  /** 1 deposit, 2 withdrawal (AppealKind). */
  kind: number;
  recordId: string;
  logId: string;
  logType: number;
  at: Date;
}

const STEP_KEYS: Partial<Record<number, { title: ServerMessageKey; content: ServerMessageKey }>> = {
  [AppealLogType.IN_REVIEW]: { title: 'messages.appeal_in_review.title', content: 'messages.appeal_in_review.content' },
  [AppealLogType.RECEIPT_WRONG]: {
    title: 'messages.appeal_receipt_wrong.title',
    content: 'messages.appeal_receipt_wrong.content',
  },
  [AppealLogType.TO_OPERATIONS]: {
    title: 'messages.appeal_to_operations.title',
    content: 'messages.appeal_to_operations.content',
  },
  [AppealLogType.OPERATIONS_REJECTED]: { title: 'messages.appeal_rejected.title', content: 'messages.appeal_rejected.content' },
  [AppealLogType.RESOLVED]: { title: 'messages.appeal_resolved.title', content: 'messages.appeal_resolved.content' },
  [AppealLogType.CLOSED]: { title: 'messages.appeal_closed.title', content: 'messages.appeal_closed.content' },
};

const repo = new MemberMessagesRepo();

/** Appends the step's message in the caller's transaction; a player's own steps (submit, resubmit) write none. */
export async function appendAppealStepMessage(trx: Db, step: AppealStep): Promise<void> {
  const keys = STEP_KEYS[step.logType];
  if (!keys) return;
  const lang = (await memberLanguages(trx, [step.memberId])).get(step.memberId) ?? 'en';
  // The appeal's timeline over the complaint list (docs/product-rules/routes-and-cookies.md#links-to-a-record).
  const url = `/complain-records/${step.kind}/${step.recordId}/${step.appealId}/${step.at.getTime()}`;
  await repo.insert(trx, [
    {
      memberId: step.memberId,
      kind: 'system',
      title: translate(lang, keys.title),
      content: translate(lang, keys.content),
      url,
      sourceKey: `appeal-log:${step.logId}`,
      at: step.at,
    },
  ]);
}
