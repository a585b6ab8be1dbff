/**
 * The deposit offers' stream consumer: every successful deposit records the member's first one
 * (what "first deposit only" is judged by) and confirms a claim made with it; a failed deposit
 * fails its claim, which then gives nothing. Both in the cursor's transaction, so each deposit
 * counts once. The grant itself runs after commit (it asks the eligibility function, which reads
 * outside this transaction); a grant lost with its node is picked up by the leader's job.
 */
import type { Clock } from '../../platform/clock.js';
import type { ActivityConsumer } from '../activity/index.js';
import { DepositOfferClaimsRepo } from './deposit-offer-claims.repo.js';
import type { DepositOfferSettler } from './deposit-offer-settler.js';
import { DEPOSIT_OFFERS_CONSUMER } from './first-deposit.service.js';

export function depositOffersConsumer(d: { clock: Clock; settler: DepositOfferSettler }): ActivityConsumer {
  const repo = new DepositOfferClaimsRepo();
  let confirmed: string[] = [];
  return {
    name: DEPOSIT_OFFERS_CONSUMER,
    async apply(trx, events) {
      confirmed = [];
      for (const e of events) {
        if (e.kind === 'deposit.succeeded') {
          const deposit = { memberId: e.memberId, intentId: e.payload.intentId, amount: e.payload.amount, at: e.at };
          await repo.recordFirstDeposit(trx, deposit);
          const claim = await repo.markDeposit(trx, e.payload.intentId, 'confirmed', d.clock.now());
          if (claim) confirmed.push(claim.id);
        } else if (e.kind === 'deposit.failed') {
          await repo.markDeposit(trx, e.payload.intentId, 'failed', d.clock.now());
        }
      }
    },
    async afterCommit() {
      const ids = confirmed;
      confirmed = [];
      await d.settler.settleAll(ids);
    },
  };
}
