/**
 * The `TrialAccount/Progress` push (contract im/trial-account.ts): after a grant's change commits,
 * the member's sockets learn what happened and where the active grant's wagering stands, so the
 * Bonus Center and the trial alert update without a reload. Stakes and wins from bonus money move
 * the trial balance and already push `TrialAccount/Change` (the ledger's balance pushes); the
 * wagering they add arrives as `wagered` once the bet's settlement is read from the stream.
 */
import type { TrialProgressReason } from '@nyota/contract/im/trial-account';
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

  /** Pushes each note with the member's state read after commit (a lost push is reloaded over HTTP). */
  async publish(notes: readonly GrantNote[]): Promise<void> {
    for (const n of notes) {
      const [active, balances] = await Promise.all([
        this.grants.active(this.d.db, n.memberId),
        this.d.ledger.balances(n.memberId),
      ]);
      const view = active
        ? {
            id: active.id,
            wagered: Math.min(active.wagered, active.wageringRequired),
            wageringRequired: active.wageringRequired,
            expiresAt: active.expiresAt.toISOString(),
          }
        : null;
      await pushToMember(this.d.bus, n.memberId, {
        object: 'TrialAccount',
        event: 'Progress',
        data: { reason: n.reason, grantId: n.grantId, trial: balances.trial, active: view },
      });
    }
  }
}
