/**
 * The `TrialAccount/Progress` push (contract im/trial-account.ts): after a grant's change commits,
 * the member's sockets learn what happened and where the active grant's wagering stands, so the
 * Bonus Center and the trial alert update without a reload. Stakes and wins from bonus money move
 * the trial balance and already push `TrialAccount/Change` (the ledger's balance pushes); the
 * wagering they add arrives as `wagered` once the bet's settlement is read from the stream.
 */
import type { TrialProgressReason } from '@nyota/contract/im/trial-account';
import { ZERO_MINOR } from '@nyota/contract/money/minor';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Db } from '../../platform/db/database.js';
import { pushToMember } from '../../platform/realtime/push-to-member.js';
import type { LedgerApi } from '../ledger/index.js';
import type { BonusGrantsRepo } from './bonus-grants.repo.js';

export interface GrantNote {
  memberId: string;
  grantId: string;
  reason: TrialProgressReason;
}

export class BonusProgress {
  constructor(
    private readonly d: { db: Db; bus: EventBus; ledger: LedgerApi },
    private readonly grants: BonusGrantsRepo,
  ) {}

  /**
   * Pushes each note with the member's state read after commit (a lost push is reloaded over HTTP).
   * Two reads for all the notes: a consumer batch notes every member who bet, and a read per note
   * cost the stream more than the batch itself.
   */
  async publish(notes: readonly GrantNote[]): Promise<void> {
    if (notes.length === 0) return;
    const members = [...new Set(notes.map((n) => n.memberId))];
    const [active, balances] = await Promise.all([
      this.grants.activeAmong(this.d.db, members, { lock: false }),
      this.d.ledger.balancesMany(members),
    ]);
    const activeOf = new Map(active.map((g) => [g.memberId, g]));
    await Promise.all(
      notes.map((n) => {
        const a = activeOf.get(n.memberId);
        const view = a
          ? {
              id: a.id,
              wagered: Math.min(a.wagered, a.wageringRequired),
              wageringRequired: a.wageringRequired,
              expiresAt: a.expiresAt.toISOString(),
            }
          : null;
        const trial = balances.get(n.memberId)?.trial ?? ZERO_MINOR;
        return pushToMember(this.d.bus, n.memberId, {
          object: 'TrialAccount',
          event: 'Progress',
          data: { reason: n.reason, grantId: n.grantId, trial, active: view },
        });
      }),
    );
  }
}
