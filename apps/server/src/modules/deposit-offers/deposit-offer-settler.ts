/**
 * Settling a claim whose deposit succeeded (docs/product-rules/deposit-offers.md#the-grant): the
 * offer's rule and the eligibility function (purpose `bonus`) are asked again, then the bonus money
 * is granted with its terms frozen, from the campaign's budget, once. Eligibility reads other
 * modules outside any transaction, so it is asked first; the claim's row is then locked and settled
 * in one transaction with the grant, so two settlers of one claim grant once (the reward's key,
 * once per member and offer, is the second guard).
 */
import type { MarketCode } from '@nyota/contract/markets';
import type { ServerMessageKey } from '@nyota/contract/messages/en';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { LedgerApi, MemberBalanceChange } from '../ledger/index.js';
import { readOfferSettings } from '../offers/index.js';
import { accountKindOf, budgetAccountOf, BonusType, type BonusTypeValue, type RewardsService } from '../rewards/index.js';
import { DepositOfferClaimsRepo, type DepositOfferClaim } from './deposit-offer-claims.repo.js';
import { EVERY_DEPOSIT, everyDepositOffer } from './every-deposit.js';
import { FIRST_DEPOSIT } from './first-deposit.service.js';
import { PACK_DEPOSIT } from './pack-deposit.service.js';
import { NORMAL_DEPOSIT } from './normal-deposit.service.js';
import { PROMOTION_DEPOSIT, promotionPeriod } from './promotion-deposit.service.js';
import { bonusFor } from './offer-rules.js';

export interface SettlerDeps {
  db: Db;
  clock: Clock;
  eligibility: Pick<EligibilityService, 'check'>;
  bonus: Pick<BonusMoneyService, 'grant'>;
  rewards: Pick<RewardsService, 'fund' | 'grant'>;
  ledger: Pick<LedgerApi, 'systemBalance' | 'publishBalances'>;
  market: MarketCode;
  timeZone: string;
}

export class DepositOfferSettler {
  private readonly repo = new DepositOfferClaimsRepo();

  constructor(private readonly d: SettlerDeps) {}

  /**
   * Settles each confirmed claim; one that fails stays confirmed for the next run and does not hold
   * back the claims after it (a spent budget on one must not stop every other grant). The failures
   * are thrown together at the end, for the caller's log.
   */
  async settleAll(ids: readonly string[]): Promise<void> {
    const failures: unknown[] = [];
    for (const id of ids) {
      try {
        await this.settle(id);
      } catch (err) {
        failures.push(err);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} deposit offer claim(s) not settled`);
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
    const at = this.d.clock.now();
    const refuse = async (refusal: ServerMessageKey) => {
      await this.repo.settle(trx, claim.id, { status: 'refused', refusal }, at);
      return [];
    };
    const granted =
      claim.offer === EVERY_DEPOSIT
        ? await this.everyDeposit(trx, claim)
        : claim.offer === PACK_DEPOSIT
          ? await this.pack(trx, claim)
          : claim.offer === PROMOTION_DEPOSIT
            ? await this.promotion(trx, claim)
            : claim.offer === NORMAL_DEPOSIT
              ? await this.normal(trx, claim)
              : await this.firstDeposit(trx, claim);
    if ('refusal' in granted) return refuse(granted.refusal);
    await this.repo.settle(trx, claim.id, { status: 'granted', rewardId: granted.rewardId }, at);
    return granted.balances;
  }

  /** Bonus money with its terms frozen, once per member. */
  private async firstDeposit(trx: Db, claim: DepositOfferClaim): Promise<Granted> {
    const offer = (await readOfferSettings(trx)).firstDeposit;
    const amount = bonusFor(claim.depositAmount, offer);
    const short = await this.budgetShort(trx, claim.offer, BonusType.TRIAL, offer.budget, amount);
    if (short) return short;
    const source = { kind: claim.offer, id: claim.offer, period: 'once' };
    const out = await this.d.bonus.grant(
      { campaign: claim.offer, memberId: claim.memberId, source, amount, terms: offer.terms },
      { trx },
    );
    if (!out.created) return { refusal: 'errors.first_deposit_only' };
    return { rewardId: out.grant.rewardId, balances: out.balances };
  }

  /** Cash, once per deposit. */
  private async everyDeposit(trx: Db, claim: DepositOfferClaim): Promise<Granted> {
    const offer = await everyDepositOffer(trx, this.d.market);
    const amount = bonusFor(claim.depositAmount, offer);
    const short = await this.budgetShort(trx, claim.offer, BonusType.CASH, offer.budget, amount);
    if (short) return short;
    const source = { kind: claim.offer, id: claim.intentId, period: 'once' };
    const grant = { campaign: claim.offer, memberId: claim.memberId, source, bonusType: BonusType.CASH, amount };
    const out = await this.d.rewards.grant(grant, { trx });
    return { rewardId: out.reward.id, balances: out.balances };
  }

  /** The tier's percentage of the deposit (cash or bonus money), once in the days rule's period. */
  private async promotion(trx: Db, claim: DepositOfferClaim): Promise<Granted> {
    const offer = (await readOfferSettings(trx)).promotionDeposit;
    const tier = offer.tiers[claim.itemId - 1];
    if (!tier) return { refusal: 'errors.no_bonus_found' };
    const amount = bonusFor(claim.depositAmount, tier);
    const short = await this.budgetShort(trx, claim.offer, tier.type, offer.budget, amount);
    if (short) return short;
    const period = promotionPeriod(tier, claim.createdAt, this.d.timeZone, claim.intentId);
    const base = {
      campaign: claim.offer,
      memberId: claim.memberId,
      source: { kind: claim.offer, id: `tier-${claim.itemId}`, period },
    };
    if (tier.type === BonusType.TRIAL) {
      const out = await this.d.bonus.grant({ ...base, amount, terms: offer.terms }, { trx });
      return out.created ? { rewardId: out.grant.rewardId, balances: out.balances } : { refusal: 'errors.promotion_taken' };
    }
    const out = await this.d.rewards.grant({ ...base, bonusType: BonusType.CASH, amount }, { trx });
    return out.created ? { rewardId: out.reward.id, balances: out.balances } : { refusal: 'errors.promotion_taken' };
  }

  /**
   * Every entry of the bought tier (amount × copies each), once per player: bonus money with the
   * pack's terms, the rest through the reward path. Every unit's budget is checked first, so a short
   * one refuses the whole pack rather than half of it.
   */
  private async pack(trx: Db, claim: DepositOfferClaim): Promise<Granted> {
    const offer = (await readOfferSettings(trx)).packDeposit;
    const entries = (offer.tiers[claim.itemId - 1]?.bonuses ?? []).map((b) => ({ type: b.type, amount: b.amount * b.copies }));
    if (entries.length === 0) return { refusal: 'errors.no_bonus_found' };
    for (const type of new Set(entries.map((e) => e.type))) {
      const need = entries.filter((e) => e.type === type).reduce((sum, e) => sum + e.amount, 0);
      const short = await this.budgetShort(trx, claim.offer, type, offer.budget, need);
      if (short) return short;
    }
    const balances: MemberBalanceChange[] = [];
    const ids: string[] = [];
    for (const [i, e] of entries.entries()) {
      const base = {
        campaign: claim.offer,
        memberId: claim.memberId,
        source: { kind: claim.offer, id: `entry-${i + 1}`, period: 'once' },
      };
      if (e.type === BonusType.TRIAL) {
        const out = await this.d.bonus.grant({ ...base, amount: e.amount, terms: offer.terms }, { trx });
        if (!out.created) return { refusal: 'errors.pack_bought' };
        ids.push(out.grant.rewardId);
        balances.push(...out.balances);
      } else {
        const out = await this.d.rewards.grant({ ...base, bonusType: e.type, amount: e.amount }, { trx });
        if (!out.created) return { refusal: 'errors.pack_bought' };
        ids.push(out.reward.id);
        balances.push(...out.balances);
      }
    }
    return { rewardId: ids[0] ?? '', balances };
  }

  /**
   * The check-in day's entries the deposit reaches (`amount × copies` each), each once in its days
   * rule's period (1 the market day, 0 the deposit, -1 ever): one already given in its period is
   * skipped, not the whole day. Every unit's budget is checked first.
   */
  private async normal(trx: Db, claim: DepositOfferClaim): Promise<Granted> {
    const offer = (await readOfferSettings(trx)).normalDeposit;
    const entries = (offer.bonuses[claim.itemId - 1] ?? []).flatMap((b, j) =>
      b.enable && claim.depositAmount >= b.minAmount
        ? [{ n: j + 1, type: b.type, amount: b.amount * b.copies, days: b.days }]
        : [],
    );
    if (entries.length === 0) return { refusal: 'errors.no_bonus_found' };
    for (const type of new Set(entries.map((e) => e.type))) {
      const need = entries.filter((e) => e.type === type).reduce((sum, e) => sum + e.amount, 0);
      const short = await this.budgetShort(trx, claim.offer, type, offer.budget, need);
      if (short) return short;
    }
    const balances: MemberBalanceChange[] = [];
    const ids: string[] = [];
    for (const e of entries) {
      const period = promotionPeriod(e, claim.createdAt, this.d.timeZone, claim.intentId);
      const base = {
        campaign: claim.offer,
        memberId: claim.memberId,
        source: { kind: claim.offer, id: `day-${claim.itemId}-entry-${e.n}`, period },
      };
      const out =
        e.type === BonusType.TRIAL
          ? await this.d.bonus.grant({ ...base, amount: e.amount, terms: offer.terms }, { trx })
          : await this.d.rewards.grant({ ...base, bonusType: e.type, amount: e.amount }, { trx });
      if (!out.created) continue;
      ids.push('grant' in out ? out.grant.rewardId : out.reward.id);
      balances.push(...out.balances);
    }
    const first = ids[0];
    return first ? { rewardId: first, balances } : { refusal: 'errors.no_bonus_found' };
  }

  /**
   * Funds the campaign's budget once (from the promotion expense, under a fixed key), then reads it
   * before anything moves: a failed ledger statement would abort the whole transaction on PostgreSQL.
   */
  private async budgetShort(trx: Db, campaign: string, type: BonusTypeValue, budget: number, amount: number) {
    if (amount <= 0) return { refusal: 'errors.no_bonus_found' } as const;
    if (budget > 0) await this.d.rewards.fund(campaign, type, budget, `seed:${campaign}:${type}:v1`, { trx });
    const left = await this.d.ledger.systemBalance(budgetAccountOf(campaign), accountKindOf(type), { trx });
    return left < amount ? ({ refusal: 'errors.reward_budget_exhausted' } as const) : null;
  }
}

type Granted = { refusal: ServerMessageKey } | { rewardId: string; balances: MemberBalanceChange[] };
