/**
 * Settling a claim whose deposit succeeded (docs/product-rules/deposit-offers.md#the-grant): the
 * offer's rule and the eligibility function (purpose `bonus`) are asked again, then the bonus money
 * is granted with its terms frozen, from the campaign's budget, once. Eligibility reads other
 * modules outside any transaction, so it is asked first; the claim's row is then locked and settled
 * in one transaction with the grant, so two settlers of one claim grant once (the reward's key,
 * once per member and offer, is the second guard).
 */
import type { ServerMessageKey } from '@nyota/contract/messages/en';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { LedgerApi, MemberBalanceChange } from '../ledger/index.js';
import { readOfferSettings } from '../offers/index.js';
import { budgetAccountOf, BonusType, type RewardsService } from '../rewards/index.js';
import { DepositOfferClaimsRepo, type DepositOfferClaim } from './deposit-offer-claims.repo.js';
import { FIRST_DEPOSIT } from './first-deposit.service.js';
import { bonusFor } from './offer-rules.js';

export interface SettlerDeps {
  db: Db;
  clock: Clock;
  eligibility: Pick<EligibilityService, 'check'>;
  bonus: Pick<BonusMoneyService, 'grant'>;
  rewards: Pick<RewardsService, 'fund'>;
  ledger: Pick<LedgerApi, 'systemBalance' | 'publishBalances'>;
}

export class DepositOfferSettler {
  private readonly repo = new DepositOfferClaimsRepo();

  constructor(private readonly d: SettlerDeps) {}

  /** Settles each confirmed claim; one that fails stays confirmed for the next run. */
  async settleAll(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.settle(id);
  }

  /** Claims confirmed but not settled (a settle lost with its node): the leader's job. */
  async settleDue(limit = 100): Promise<number> {
    const ids = await this.repo.confirmed(this.d.db, limit);
    await this.settleAll(ids);
    return ids.length;
  }

  async settle(claimId: string): Promise<void> {
    const seen = await this.repo.byId(this.d.db, claimId);
    if (!seen || seen.status !== 'confirmed') return;
    const refusal = await this.refusalOf(seen);
    const balances = await this.d.db.transaction().execute(async (trx) => {
      const claim = await this.repo.lock(trx, claimId);
      if (!claim || claim.status !== 'confirmed') return [];
      if (refusal) {
        await this.repo.settle(trx, claim.id, { status: 'refused', refusal }, this.d.clock.now());
        return [];
      }
      return this.grantIn(trx, claim);
    });
    await this.d.ledger.publishBalances(balances);
  }

  /** Why the confirmed deposit no longer earns the offer, or null when it does. */
  private async refusalOf(claim: DepositOfferClaim): Promise<ServerMessageKey | null> {
    if (claim.offer === FIRST_DEPOSIT) {
      const first = await this.repo.firstDeposit(this.d.db, claim.memberId);
      if (first?.intentId !== claim.intentId) return 'errors.first_deposit_only';
    }
    const allowed = await this.d.eligibility.check(claim.memberId, { purpose: 'bonus' });
    return allowed.ok ? null : allowed.messageKey;
  }

  private async grantIn(trx: Db, claim: DepositOfferClaim): Promise<MemberBalanceChange[]> {
    const offer = (await readOfferSettings(trx)).firstDeposit;
    const amount = bonusFor(claim.depositAmount, offer);
    const at = this.d.clock.now();
    const refuse = async (refusal: ServerMessageKey) => {
      await this.repo.settle(trx, claim.id, { status: 'refused', refusal }, at);
      return [];
    };
    if (amount <= 0) return refuse('errors.no_bonus_found');
    // The campaign's budget is funded once, from the promotion expense, under a fixed key.
    if (offer.budget > 0)
      await this.d.rewards.fund(claim.offer, BonusType.TRIAL, offer.budget, `seed:${claim.offer}:2:v1`, { trx });
    // Read before moving anything: a failed ledger statement would abort the whole batch on PostgreSQL.
    const left = await this.d.ledger.systemBalance(budgetAccountOf(claim.offer), 'trial', { trx });
    if (left < amount) return refuse('errors.reward_budget_exhausted');
    const out = await this.d.bonus.grant(
      {
        campaign: claim.offer,
        memberId: claim.memberId,
        source: { kind: claim.offer, id: claim.offer, period: 'once' },
        amount,
        terms: offer.terms,
      },
      { trx },
    );
    if (!out.created) return refuse('errors.first_deposit_only');
    await this.repo.settle(trx, claim.id, { status: 'granted', rewardId: out.grant.rewardId }, at);
    return out.balances;
  }
}
