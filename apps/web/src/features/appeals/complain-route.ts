/**
 * `complain-records/{type?}/{id?}/{feedbackId?}/{timestamp?}`: a link that opens one record's appeal
 * over the list. feedbackId above 0 is an existing appeal (its timeline); 0 means none yet, so
 * record `id` of `type` (1 deposit, 2 withdrawal) is looked up, and its appeal form opens only if it
 * is one of the player's records (docs/product-rules/routes-and-cookies.md). The timestamp only
 * makes each link new, so following it again opens the appeal again.
 */
import { AppealKind, type AppealKindValue } from '@nyota/contract/appeals-constants';
import type { AppealTarget } from './appeal-target';

export interface ComplainParams {
  type?: string;
  id?: string;
  feedbackId?: string;
}

function kindOf(type: string | undefined): AppealKindValue | null {
  if (type === String(AppealKind.DEPOSIT)) return AppealKind.DEPOSIT;
  if (type === String(AppealKind.WITHDRAW)) return AppealKind.WITHDRAW;
  return null;
}

export function complainTargetOf(params: ComplainParams): AppealTarget | null {
  if (params.feedbackId === undefined || !/^[0-9]{1,12}$/.test(params.feedbackId)) return null;
  const feedbackId = Number(params.feedbackId);
  if (feedbackId > 0) return { mode: 'detail', appealId: feedbackId };
  const kind = kindOf(params.type);
  const recordId = params.id?.trim();
  if (!kind || !recordId) return null;
  return { mode: 'lookup', kind, recordId };
}
