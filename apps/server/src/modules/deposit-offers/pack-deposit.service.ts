/**
 * The pack (docs/product-rules/deposit-offers.md#pack): a one-time, lifetime purchase. The player
 * picks a tier and deposits exactly its amount through the wallet's deposit flow, the claim written
 * with the deposit; when it succeeds, every entry of the tier is granted (deposit-offer-settler.ts).
 * A refused claim starts no deposit and writes nothing.
 */
import type { PackDepositData } from '@nyota/contract/api/deposit-offers';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import { readOfferSettings } from '../offers/index.js';
import type { DepositService, PayingMember } from '../payments/index.js';
import { DepositOfferClaimsRepo, type DepositOfferClaim } from './deposit-offer-claims.repo.js';
import { termsView, textsIn } from './offer-rules.js';

export const PACK_DEPOSIT = 'pack-deposit';

/** A claim that holds the pack: bought, or its deposit still open. */
function holds(c: DepositOfferClaim | undefined): boolean {
  return c?.status === 'granted' || c?.status === 'pending' || c?.status === 'confirmed';
}

export class PackDepositService {
  private readonly repo = new DepositOfferClaimsRepo();

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      eligibility: Pick<EligibilityService, 'check' | 'campaign'>;
      deposits: Pick<DepositService, 'init'>;
    },
  ) {}

  async view(memberId: string | null, lang: string): Promise<PackDepositData> {
    const offer = (await readOfferSettings(this.d.db)).packDeposit;
    // A guest counts as a new member who has not deposited (the seeds: packs show to guests).
    const open = (await this.d.eligibility.campaign(offer, memberId)).ok;
    const text = textsIn(offer.texts, lang);
    const tiers = offer.tiers.map((tier, i) => ({
      id: i + 1,
      payMoney: tier.payMoney,
      bonuses: tier.bonuses.map((b, j) => ({ type: b.type, id: j + 1, name: b.name, amount: b.amount, copies: b.copies })),
    }));
    const latest = memberId ? await this.repo.latest(this.d.db, memberId, PACK_DEPOSIT) : undefined;
    const state = latest?.status === 'granted' ? 'granted' : holds(latest) ? 'pending' : open ? 'open' : ('closed' as const);
    const base = { headline: text.title, body: text.body, imageUrl: offer.imageUrl, tiers, terms: termsView(offer.terms) };
    return { enable: open, ...base, state };
  }

  async claim(member: PayingMember, input: { itemId: number; payMoney: number; payChannel: number }) {
    const offer = (await readOfferSettings(this.d.db)).packDeposit;
    // Off, outside its window or outside its audience: the shared campaign rule (eligibility module).
    const live = await this.d.eligibility.campaign(offer, member.memberId);
    if (!live.ok) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, live.messageKey);
    const tier = offer.tiers[input.itemId - 1];
    if (!tier || tier.payMoney !== input.payMoney) throw new AppError(ErrorCode.VALIDATION, 'errors.pack_amount');
    const allowed = await this.d.eligibility.check(member.memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    if (holds(await this.repo.latest(this.d.db, member.memberId, PACK_DEPOSIT)))
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.pack_bought');
    // The pack's tier is not a pay item: the deposit itself is a plain amount (item 0).
    const deposit = { itemId: 0, payMoney: input.payMoney, payChannel: input.payChannel };
    return this.d.deposits.init(member, deposit, {
      alongside: async (trx, intent) => {
        // Exact under the deposit's member lock (a claim of another tab committed meanwhile).
        if (holds(await this.repo.latest(trx, member.memberId, PACK_DEPOSIT)))
          throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.pack_bought');
        const claim = { memberId: member.memberId, offer: PACK_DEPOSIT, itemId: input.itemId, intentId: intent.id } as const;
        await this.repo.insert(trx, { ...claim, depositAmount: intent.amount, at: this.d.clock.now() });
      },
    });
  }
}
