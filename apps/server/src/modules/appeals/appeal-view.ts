/**
 * An appeal and its timeline as the player sees them
 * (docs/product-rules/records-and-appeals.md#appeal-log): never the staff's identity.
 */
import type { Appeal, AppealLog } from '@nyota/contract/api/appeals';
import { AppealStatus } from '@nyota/contract/appeals-constants';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import { translate } from '../../platform/http/i18n.js';
import type { AppealLogParamsJson } from '../../platform/db/schema.js';
import type { AppealLogRow, AppealRow } from './appeals.repo.js';

const STATUS_TEXT: Record<number, ServerMessageKey> = {
  [AppealStatus.REVIEWING]: 'appeals.status.reviewing',
  [AppealStatus.REJECTED]: 'appeals.status.rejected',
  [AppealStatus.CLOSED]: 'appeals.status.closed',
};

export function appealView(a: AppealRow, money: number, lang: string): Appeal {
  const key = STATUS_TEXT[a.status];
  if (!key) throw new Error(`no text for appeal status ${a.status}`);
  return {
    id: Number(a.id),
    status: a.status,
    type: a.kind,
    recordId: a.intentId,
    money,
    receiptNumber: a.receiptNumber,
    createTime: a.createdAt.toISOString(),
    updateTime: a.updatedAt.toISOString(),
    text: translate(lang, key),
  };
}

/** Only the known params, each of its type: the column is jsonb and staff tools may add more later. */
function playerParams(p: AppealLogParamsJson): AppealLog['params'] {
  const out: AppealLog['params'] = {};
  if (Array.isArray(p.images)) out.images = p.images.filter((s): s is string => typeof s === 'string');
  if (typeof p.receipt === 'string') out.receipt = p.receipt;
  if (typeof p.content === 'string') out.content = p.content;
  if (Array.isArray(p.reasons)) out.reasons = p.reasons.filter((n): n is number => Number.isInteger(n));
  return out;
}

export function appealLogView(l: AppealLogRow): AppealLog {
  return { id: Number(l.id), logTime: l.createdAt.toISOString(), logType: l.logType, params: playerParams(l.params) };
}
