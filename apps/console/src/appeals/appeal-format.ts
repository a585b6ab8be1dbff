/** Numbers of the appeal log (contract appeals-constants) as console text keys. */
import { formatMoney } from '@nyota/contract/money/format';
import type { AppealAllowedMove } from '@nyota/contract/staff/schemas-appeals';
import type { MessageKey } from '../i18n';

const STEPS: Record<number, MessageKey> = {
  1: 'appeals.step.1',
  2: 'appeals.step.2',
  3: 'appeals.step.3',
  4: 'appeals.step.4',
  5: 'appeals.step.5',
  6: 'appeals.step.6',
  7: 'appeals.step.7',
  8: 'appeals.step.8',
};
const STATUSES: Record<number, MessageKey> = { 1: 'appeals.status.1', 2: 'appeals.status.2', 9: 'appeals.status.9' };
/** The seed's five rejection reasons, by AppealRejectionReason code. */
export const REASONS: ReadonlyArray<[number, MessageKey]> = [
  [1, 'appeals.reason.1'],
  [2, 'appeals.reason.2'],
  [3, 'appeals.reason.3'],
  [4, 'appeals.reason.4'],
  [5, 'appeals.reason.5'],
];
const KINDS: Record<number, MessageKey> = { 1: 'appeals.kind.1', 2: 'appeals.kind.2' };
export const MOVES: Record<AppealAllowedMove, MessageKey> = {
  startReview: 'appeals.move.startReview',
  rejectReceipt: 'appeals.move.rejectReceipt',
  passToOperations: 'appeals.move.passToOperations',
  operationsReject: 'appeals.move.operationsReject',
  resolve: 'appeals.move.resolve',
  close: 'appeals.move.close',
};

export const stepKey = (n: number): MessageKey => STEPS[n] ?? 'common.empty';
export const statusKey = (n: number): MessageKey => STATUSES[n] ?? 'common.empty';
export const kindKey = (n: number): MessageKey => KINDS[n] ?? 'common.empty';
export const reasonKey = (n: number): MessageKey => REASONS.find(([c]) => c === n)?.[1] ?? 'common.empty';

export const money = (minor: number, currency = ''): string => formatMoney(minor, currency).trim();

export const when = (iso: string): string => new Date(iso).toLocaleString();

export function imageUrl(appealId: string, name: string): string {
  return `/staff-api/appeals/image?id=${encodeURIComponent(appealId)}&name=${encodeURIComponent(name)}`;
}
