/**
 * The deposit offers' stream consumer: every successful deposit records the member's first one
 * (what "first deposit only" is judged by) and confirms a claim made with it; a failed deposit
 * fails its claim, which then gives nothing; where the market gives a bonus on every deposit (Kenya),
 * each successful deposit gets a claim of it here; each sign-in moves the member's sign-in stretch
 * that the 3-day check-in's lapse reads (check-in-run.ts). All in the cursor's transaction, so each
 * fact counts once. The grant itself runs after commit (it asks the eligibility function, which reads
 * outside this transaction); a grant lost with its node is picked up by the leader's job.
 */
import { campaignWindowOpen } from '@nyota/contract/staff/campaign-base-schema';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { localDay } from '../../platform/time/local-day.js';
import type { ActivityConsumer, ActivityOf } from '../activity/index.js';
import { readOfferSettings } from '../offers/index.js';
import { stretchAfter } from './check-in-run.js';
import { DepositOfferClaimsRepo } from './deposit-offer-claims.repo.js';
import { DepositOfferSignInsRepo } from './deposit-offer-sign-ins.repo.js';
import type { DepositOfferSettler } from './deposit-offer-settler.js';
import { everyDepositOffer } from './every-deposit.js';
import { DEPOSIT_OFFERS_CONSUMER } from './first-deposit.service.js';

type MarketCode = Parameters<typeof everyDepositOffer>[1];

export function depositOffersConsumer(d: {
  clock: Clock;
  settler: DepositOfferSettler;
  market: MarketCode;
  timeZone: string;
}): ActivityConsumer {
  const repo = new DepositOfferClaimsRepo();
  const signIns = new DepositOfferSignInsRepo();
  let confirmed: string[] = [];
  /** The check-in's `returnDays`, read once a batch and only when the batch has a sign-in. */
  let returnDays: number | null = null;
  /** The member's sign-in stretch, by the market's day of the sign-in (the check-in run's "login within 2 days"). */
  const signedIn = async (trx: Db, e: ActivityOf<'member.signed_in'>): Promise<void> => {
    returnDays ??= (await readOfferSettings(trx)).normalDeposit.returnDays;
    const next = stretchAfter(await signIns.get(trx, e.memberId), localDay(e.at, d.timeZone), returnDays);
    if (next) await signIns.put(trx, e.memberId, next, d.clock.now());
  };
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
      returnDays = null;
      for (const e of events) {
        if (e.kind === 'deposit.succeeded') {
          const deposit = { memberId: e.memberId, intentId: e.payload.intentId, amount: e.payload.amount, at: e.at };
          await repo.recordFirstDeposit(trx, deposit);
          const claim = await repo.markDeposit(trx, e.payload.intentId, 'confirmed', d.clock.now());
          if (claim) confirmed.push(claim.id);
          await everyDeposit(trx, e);
        } else if (e.kind === 'deposit.failed') {
          await repo.markDeposit(trx, e.payload.intentId, 'failed', d.clock.now());
        } else if (e.kind === 'member.signed_in') {
          await signedIn(trx, e);
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
