/**
 * Promotion campaigns (docs/product-rules/vouchers-and-promotions.md#promotions): campaigns staff
 * configure (a campaign base plus kind, games, terms and an optional voucher), shown while their
 * window is open. A voucher promotion gives its voucher once per member through the vouchers
 * module, after eligibility and the audience rule. When one starts it is announced once: an inbox
 * message and a `Promotion/New` push to the members who logged in lately and may get marketing.
 */
import type { GamePromotion } from '@nyota/contract/api/games';
import type { PromotionView } from '@nyota/contract/api/promotions';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketCode } from '@nyota/contract/markets';
import { campaignWindowOpen } from '@nyota/contract/staff/campaign-base-schema';
import type { Promotion } from '@nyota/contract/staff/promotion-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import { BonusType, type RewardsService } from '../rewards/index.js';
import type { VouchersService } from '../vouchers/index.js';
import { defaultPromotions } from './promotion-defaults.js';
import { checkSlug, storedPromotion, validPromotion } from './promotion-validation.js';
import { PromotionsRepo } from './promotions.repo.js';

export interface LivePromotion {
  id: string;
  slug: string;
  value: Promotion;
}

export type Lang = 'en' | 'sw';

export interface PromotionsDeps {
  db: Db;
  clock: Clock;
  market: MarketCode;
  rewards: RewardsService;
  vouchers: VouchersService;
  eligibility: Pick<EligibilityService, 'check' | 'campaign'>;
}

/** A ledger budget name allows [a-z0-9_-] only, up to 48 characters: slugs keep to that. */
export const campaignOf = (slug: string) => `promo-${slug}`;
const sourceOf = (slug: string) => ({ kind: 'promotion', id: slug, period: 'once' });

export class PromotionsService {
  readonly repo = new PromotionsRepo();
  private readonly funded = new Set<string>();

  constructor(private readonly d: PromotionsDeps) {}

  /** The market's default promotions, written once (a slug staff changed is left alone). */
  async seedDefaults(): Promise<void> {
    const at = this.d.clock.now();
    for (const p of defaultPromotions(this.d.market))
      await this.repo.insertDefault(this.d.db, p.slug, JSON.stringify(p.value), at);
  }

  /** Saves a promotion (validated as a campaign); a changed one is announced again when it starts. */
  async save(slug: string, value: unknown): Promise<string> {
    checkSlug(slug);
    return this.repo.upsert(this.d.db, slug, JSON.stringify(validPromotion(value)), this.d.clock.now());
  }

  /** Promotions whose window is open now, in their order. A stored value that no longer parses is skipped. */
  async live(): Promise<(LivePromotion & { announcedAt: Date | null })[]> {
    const now = this.d.clock.now();
    const rows = await this.repo.all(this.d.db);
    const parsed = rows.flatMap((r) => {
      const value = storedPromotion(r.value);
      return value && campaignWindowOpen(value, now) ? [{ ...r, value }] : [];
    });
    return parsed.sort((a, b) => a.value.sort - b.value.sort || Number(a.id) - Number(b.id));
  }

  async list(lang: Lang, memberId: string | null): Promise<{ list: PromotionView[] }> {
    const live = await this.live();
    return { list: await Promise.all(live.map((p) => this.view(p, lang, memberId))) };
  }

  async info(id: string, lang: Lang, memberId: string | null): Promise<PromotionView> {
    return this.view(await this.find(id), lang, memberId);
  }

  /** Gives a voucher promotion's voucher, once per member. */
  async claim(memberId: string, id: string, lang: Lang): Promise<PromotionView> {
    const p = await this.find(id);
    const voucher = p.value.voucher;
    if (!voucher) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.no_bonus_found');
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    // The shared audience rule (the window was judged when the promotion was found live); its own message.
    if (!(await this.d.eligibility.campaign(p.value, memberId)).ok)
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.promotion_not_for_you');
    await this.fund(p);
    const grant = { campaign: campaignOf(p.slug), memberId, source: sourceOf(p.slug), ...voucher };
    const outcome = await this.d.vouchers.grant(grant);
    if (!outcome.created) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.promotion_claimed');
    await this.d.vouchers.publish(outcome);
    return this.view(p, lang, memberId);
  }

  /** The game centre's game promotion: the first running `game` promotion featuring the game. */
  async forGame(gameId: number, lang: Lang): Promise<Omit<GamePromotion, 'games'> & { gameIds: number[] }> {
    const p = (await this.live()).find((x) => x.value.kind === 'game' && x.value.gameIds.includes(gameId));
    if (!p) return { id: gameId, enable: false, title: '', gameIds: [], startTime: null, endTime: null };
    const v = p.value;
    return {
      id: Number(p.id),
      enable: true,
      title: v.texts[lang].title,
      gameIds: v.gameIds,
      startTime: v.startsAt,
      endTime: v.endsAt,
    };
  }

  private async find(id: string): Promise<LivePromotion> {
    const p = (await this.live()).find((x) => x.id === id);
    if (!p) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.no_bonus_found');
    return p;
  }

  private async view(p: LivePromotion, lang: Lang, memberId: string | null): Promise<PromotionView> {
    const v = p.value;
    const claimed =
      memberId !== null && v.voucher !== null
        ? (await this.d.rewards.find({ campaign: campaignOf(p.slug), memberId, source: sourceOf(p.slug) })) !== undefined
        : false;
    return {
      id: p.id,
      kind: v.kind,
      title: v.texts[lang].title,
      body: v.texts[lang].body,
      terms: v.terms[lang],
      imageUrl: v.imageUrl,
      startsAt: v.startsAt,
      endsAt: v.endsAt,
      gameIds: v.gameIds,
      voucher: v.voucher,
      claimed,
    };
  }

  /**
   * The campaign's budget in vouchers and in the cash they become, seeded once per promotion with
   * the figure it has at its first claim (the ledger key makes it once across nodes and restarts);
   * a later change of the figure moves no money: more is funded on the console's Budgets page.
   */
  private async fund(p: LivePromotion): Promise<void> {
    if (this.funded.has(p.slug) || p.value.budget === 0) return;
    for (const type of [BonusType.VOUCHER, BonusType.CASH]) {
      await this.d.rewards.fund(campaignOf(p.slug), type, p.value.budget, `seed:${campaignOf(p.slug)}:${type}:v1`);
    }
    this.funded.add(p.slug);
  }
}
