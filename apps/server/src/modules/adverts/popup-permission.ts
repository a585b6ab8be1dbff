/**
 * Whether the web app may show this member an engagement pop-up now: the eligibility function's
 * answer for the purpose `popup` (a self-exclusion, time-out, staff or harm-review concern, a limit
 * hit, or a limit set in the last 24 hours withholds it). Only the yes or no leaves the server: the
 * app shows nothing in place of a pop-up, so it needs no reason.
 */
import type { PopupEligibility } from '@nyota/contract/api/adverts';
import type { EligibilityService } from '../eligibility/index.js';

export class PopupPermission {
  constructor(private readonly eligibility: Pick<EligibilityService, 'check'>) {}

  async of(memberId: string): Promise<PopupEligibility> {
    const answer = await this.eligibility.check(memberId, { purpose: 'popup' });
    return { allowed: answer.ok };
  }
}
