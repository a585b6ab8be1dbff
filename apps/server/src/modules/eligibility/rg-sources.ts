/**
 * The built-in responsible-gambling restriction sources, each a read from the module that owns the
 * fact (through its index.ts), in the priority DESIGN.md §10 implies: the strongest, player-chosen
 * breaks first, then the staff's concern, then the member's own limits.
 */
import type { RestrictionSource, RgReason } from './eligibility.service.js';

export interface RgReaders {
  selfExclusion: { isSelfExcluded(memberId: string): Promise<boolean> };
  timeOut: { isUnderTimeOut(memberId: string): Promise<boolean> };
  concerns: { hasOpenConcern(memberId: string): Promise<boolean> };
  limits: {
    isLimitLocked(memberId: string, now: Date): Promise<boolean>;
    recentlySetLimit(memberId: string, now: Date): Promise<boolean>;
  };
}

type RgSource = RestrictionSource & { name: RgReason };

export function rgSources(r: RgReaders): RgSource[] {
  return [
    // Open until the player reactivates, even after its period (login is blocked meanwhile).
    { name: 'self_exclusion', messageKey: 'eligibility.self_exclusion', restricted: (id) => r.selfExclusion.isSelfExcluded(id) },
    // Ends by itself at its end time.
    { name: 'time_out', messageKey: 'eligibility.time_out', restricted: (id) => r.timeOut.isUnderTimeOut(id) },
    // From the staff's flag until a staff member clears it.
    { name: 'rg_concern', messageKey: 'eligibility.rg_concern', restricted: (id) => r.concerns.hasOpenConcern(id) },
    // 24 hours from the latest refusal by one of the member's own limits.
    { name: 'limit_lock', messageKey: 'eligibility.limit_lock', restricted: (id, now) => r.limits.isLimitLocked(id, now) },
    // 24 hours from setting a limit: no pop-up that presses for a deposit (the first-deposit
    // offer's countdown). Bonuses and messages are not withheld by it.
    {
      name: 'recent_limit',
      purposes: ['popup'],
      messageKey: 'eligibility.recent_limit',
      restricted: (id, now) => r.limits.recentlySetLimit(id, now),
    },
  ];
}
