import { AppealStatus } from '@nyota/contract/appeals-constants';
import type { MessageKey } from '../../shared/i18n/i18n';

/**
 * The text on a record's appeal button once an appeal exists
 * (docs/product-rules/records-and-appeals.md#appeal-eligibility: the button shows the state), in
 * the server's status words that the web bundles too. A record whose appeal the server did not
 * describe still opens it.
 */
export function appealStatusLabel(status: number | null): MessageKey {
  if (status === AppealStatus.REVIEWING) return 'appeals.status.reviewing';
  if (status === AppealStatus.REJECTED) return 'appeals.status.rejected';
  if (status === AppealStatus.CLOSED) return 'appeals.status.closed';
  return 'common.view';
}
