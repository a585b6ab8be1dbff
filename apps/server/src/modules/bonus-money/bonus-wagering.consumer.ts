/**
 * Wagering progress from the activity stream: each settled real-money bet placed while a bonus is
 * active adds its contribution (the game's percentage of the stake) to that bonus; a bonus whose
 * requirement is met completes in the same transaction, converting its balance to cash up to its
 * cap and activating the next. One statement adds a whole batch's wagering, so the consumer keeps up with game load.
 */
import type { Db } from '../../platform/db/database.js';
import type { ActivityConsumer, ActivityOf } from '../activity/index.js';
import type { LedgerApi, MemberBalanceChange } from '../ledger/index.js';
import type { BonusMoneyService } from './bonus-money.service.js';
import type { GrantNote } from './bonus-progress.js';
import { wageringOf } from './bonus-terms.js';

export function bonusWageringConsumer(d: { bonus: BonusMoneyService; ledger: LedgerApi }): ActivityConsumer {
  let pushes: MemberBalanceChange[] = [];
  let notes: GrantNote[] = [];
  return {
    name: 'bonus-wagering',
    async apply(trx: Db, events) {
      pushes = [];
      notes = [];
      const bets = events.filter((e): e is ActivityOf<'bet.settled'> => e.kind === 'bet.settled' && e.payload.unit === 'cash');
      if (bets.length === 0) return;
      const grants = await d.bonus.grants.activeAmong(trx, [...new Set(bets.map((b) => b.memberId))]);
      const byMember = new Map<string, ActivityOf<'bet.settled'>[]>();
      for (const b of bets) byMember.set(b.memberId, [...(byMember.get(b.memberId) ?? []), b]);
      const adds = grants
        .map((g) => {
          const since = g.activatedAt?.getTime() ?? Infinity;
          const amount = (byMember.get(g.memberId) ?? [])
            .filter((b) => b.at.getTime() >= since)
            .reduce((sum, b) => sum + wageringOf(g.contributions, b.payload.gameId, b.payload.stake), 0);
          return { grant: g, id: g.id, amount };
        })
        .filter((a) => a.amount > 0);
      const totals = await d.bonus.grants.addWageredMany(trx, adds);
      for (const { grant } of adds) {
        const wagered = totals.get(grant.id) ?? grant.wagered;
        const done = wagered >= grant.wageringRequired;
        if (done) pushes.push(...(await d.bonus.close(trx, { ...grant, wagered }, 'completed')));
        notes.push({ memberId: grant.memberId, grantId: grant.id, reason: done ? 'completed' : 'wagered' });
      }
    },
    async afterCommit() {
      await d.ledger.publishBalances(pushes);
      await d.bonus.progress.publish(notes);
      pushes = [];
      notes = [];
    },
  };
}
