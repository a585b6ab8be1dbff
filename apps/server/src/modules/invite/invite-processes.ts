/**
 * An invitee process's status as the player sees it (api/invite.ts): 0 waiting (signed up, not
 * valid yet, or under review), 1 valid and not opened, 2 opened, -1 not counted (rejected, or the
 * inviter could not be paid). And the filter a status asks of the referrals table.
 */
import type { ReferralStatus } from '@nyota/contract/staff/routes-invite';
import type { ReferralRow } from './referrals.repo.js';

export type ProcessStatus = -1 | 0 | 1 | 2;

const WAITING: readonly ReferralStatus[] = ['pending', 'qualified', 'held'];
const NOT_COUNTED: readonly ReferralStatus[] = ['rejected', 'refused'];

export function processStatusOf(r: Pick<ReferralRow, 'status' | 'openedAt'>): ProcessStatus {
  if (r.status === 'paid') return r.openedAt === null ? 1 : 2;
  return NOT_COUNTED.includes(r.status) ? -1 : 0;
}

export function processFilter(status: ProcessStatus | null): { statuses: readonly string[] | null; opened: boolean | null } {
  switch (status) {
    case null:
      return { statuses: null, opened: null };
    case -1:
      return { statuses: NOT_COUNTED, opened: null };
    case 0:
      return { statuses: WAITING, opened: null };
    case 1:
      return { statuses: ['paid'], opened: false };
    case 2:
      return { statuses: ['paid'], opened: true };
  }
}

/** A parsed status filter as a process status (the contract allows only these). */
export function asProcessStatus(n: number | undefined): ProcessStatus | null {
  return n === -1 || n === 0 || n === 1 || n === 2 ? n : null;
}
