/**
 * The deposit offers' stream consumer: every successful deposit records the member's first one
 * (what "first deposit only" is judged by) and confirms a claim made with it; a failed deposit
 * fails its claim, which then gives nothing; where the market gives a bonus on every deposit (Kenya),
 * each successful deposit gets a claim of it here. All in the cursor's transaction, so each deposit
 * counts once. The grant itself runs after commit (it asks the eligibility function, which reads
 * outside this transaction); a grant lost with its node is picked up by the leader's job.
 */
import { campaignWindowOpen } from '@nyota/contract/staff/campaign-base-schema';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { ActivityConsumer, ActivityOf } from '../activity/index.js';
import { DepositOfferClaimsRepo } from './deposit-offer-claims.repo.js';
import type { DepositOfferSettler } from './deposit-offer-settler.js';
import { everyDepositOffer } from './every-deposit.js';
import { DEPOSIT_OFFERS_CONSUMER } from './first-deposit.service.js';

type MarketCode = Parameters<typeof everyDepositOffer>[1];

export function depositOffersConsumer(d: { clock: Clock; settler: DepositOfferSettler; market: MarketCode }): ActivityConsumer {
  const repo = new DepositOfferClaimsRepo();
  let confirmed: string[] = [];
  /** The market's bonus on every deposit: a claim made here, confirmed at once, when the offer is live. */
  const everyDeposit = async (trx: Db, e: ActivityOf<'deposit.succeeded'>): Promise<void> => {
    const offer = await everyDepositOffer(trx, d.market);
    if (!campaignWindowOpen(offer, e.at) || e.payload.amount < offer.minDeposit) return;
    const claim = { memberId: e.memberId, offer: 'deposit-bonus', intentId: e.payload.intentId, at: d.clock.now() } as const;
    const id = await repo.insertConfirmed(trx, { ...claim, depositAmount: e.payload.amount });
    if (id) confirmed.push(id);
  };
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
          await everyDeposit(trx, e);
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
