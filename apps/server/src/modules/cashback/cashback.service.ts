/**
 * Weekly cashback (docs/product-rules/cashback.md): `percent` of a member's net cash loss in a week,
 * paid as cash through the reward path (source `cashback`, period = the week's Monday), so a week
 * pays once by key however many claims arrive. The campaign (switch, window, audience) and
 * eligibility ('bonus') are asked first; every refusal is an envelope error and changes nothing.
 */
import type { CashbackData, CashbackState, CashbackWeek } from '@nyota/contract/api/cashback';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketPreset } from '@nyota/contract/markets';
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { WeeklyCashback } from '@nyota/contract/staff/cashback-offer-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import { BonusType, type RewardSource, type RewardsService } from '../rewards/index.js';
import type { CampaignSeed } from './campaign-seed.js';
import { weekFigures } from './cashback-figures.js';
import { cashbackFor, rateFor, weeklyCashbackOf } from './cashback-settings.js';
import { addDays, claimWindowOf, weekOf, weekStartsAt } from './cashback-week.js';

export const CASHBACK_CAMPAIGN = 'cashback';

/** What a member's VIP level adds to the cashback rate, in hundredths of a percent (the VIP club). */
export type VipCashbackRate = (memberId: string) => Promise<number>;

export interface CashbackDeps {
  db: Db;
  clock: Clock;
  market: Pick<MarketPreset, 'code' | 'timeZone' | 'currencySymbol'>;
  rewards: RewardsService;
  eligibility: EligibilityService;
  seed: CampaignSeed;
}

const langOf = (lang: string): 'en' | 'sw' => (lang === 'sw' ? 'sw' : 'en');

export class CashbackService {
  private vipRateOf: VipCashbackRate = () => Promise.resolve(0);

  constructor(private readonly d: CashbackDeps) {}

  /** Set once by the composition root: the VIP club is built after this module. */
  vipRateFrom(fn: VipCashbackRate): void {
    this.vipRateOf = fn;
  }

  /** The member's extra rate after the setting's cap (hundredths of a percent). */
  private async vipRate(s: WeeklyCashback, memberId: string | null): Promise<number> {
    if (!memberId) return 0;
    return rateFor(s, await this.vipRateOf(memberId)) - s.percent * 100;
  }

  private source(week: string): RewardSource {
    return { kind: 'cashback', id: 'weekly', period: week };
  }

  /** The rule for everyone; for a member, this week so far and last week's cashback with its state. */
  async view(memberId: string | null, lang: string): Promise<CashbackData> {
    const s = await weeklyCashbackOf(this.d.db, this.d.market.code);
    const now = this.d.clock.now();
    const tz = this.d.market.timeZone;
    const current = weekOf(now, tz);
    const last = addDays(current, -7);
    const window = claimWindowOf(last, s.claimDays, tz);
    const live = (await this.d.eligibility.campaign(s, memberId, now)).ok;
    const text = s.texts[langOf(lang)];
    const vipRate = await this.vipRate(s, memberId);
    const base = {
      enable: live,
      ...text,
      percent: s.percent,
      vipRate,
      weeklyCap: s.weeklyCap,
      minLoss: s.minLoss,
      claimDays: s.claimDays,
      claimFrom: window.from.toISOString(),
      claimUntil: window.until.toISOString(),
    };
    if (!memberId) return { ...base, state: 'unavailable', thisWeek: null, lastWeek: null };
    const figures = await this.d.db.transaction().execute((trx) => weekFigures(trx, memberId, [current, last], tz));
    const rate = s.percent * 100 + vipRate;
    const thisWeek = this.weekView(current, figures.get(current), s, rate);
    const lastWeek = this.weekView(last, figures.get(last), s, rate);
    const claimed = await this.d.rewards.find({ campaign: CASHBACK_CAMPAIGN, memberId, source: this.source(last) });
    const open = live && now < window.until && lastWeek.cashback > 0;
    const state: CashbackState = claimed ? 'claimed' : open ? 'claim_now' : 'unavailable';
    return { ...base, state, thisWeek, lastWeek };
  }

  /** Pays last week's cashback as cash, once; refused with a reason (nothing changed) otherwise. */
  async claim(memberId: string, lang: string): Promise<CashbackData> {
    const s = await weeklyCashbackOf(this.d.db, this.d.market.code);
    const now = this.d.clock.now();
    const tz = this.d.market.timeZone;
    const live = await this.d.eligibility.campaign(s, memberId, now);
    if (!live.ok) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, live.messageKey);
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const last = addDays(weekOf(now, tz), -7);
    const source = this.source(last);
    const grant = { campaign: CASHBACK_CAMPAIGN, memberId, source };
    if (await this.d.rewards.find(grant)) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.cashback_claimed');
    if (now >= claimWindowOf(last, s.claimDays, tz).until)
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.cashback_window_closed');
    await this.d.seed.once(CASHBACK_CAMPAIGN, BonusType.CASH, s.budget);
    // The level held at the claim decides the rate, like the setting's figures at the claim.
    const rate = s.percent * 100 + (await this.vipRate(s, memberId));
    const outcome = await this.d.db.transaction().execute(async (trx) => {
      const f = (await weekFigures(trx, memberId, [last], tz)).get(last);
      const amount = cashbackFor(f ? f.staked - f.won : 0, s, rate);
      if (amount === 0) {
        const min = formatMoneyInText(Math.max(s.minLoss, 1), this.d.market.currencySymbol);
        throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.cashback_nothing', { min });
      }
      return this.d.rewards.grant({ ...grant, bonusType: BonusType.CASH, amount }, { trx });
    });
    // A concurrent claim of the same week won: this one pays nothing.
    if (!outcome.created) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.cashback_claimed');
    await this.d.rewards.publish(outcome);
    return this.view(memberId, lang);
  }

  private weekView(week: string, f: { staked: number; won: number } | undefined, s: WeeklyCashback, rate: number): CashbackWeek {
    const staked = f?.staked ?? 0;
    const won = f?.won ?? 0;
    const netLoss = Math.max(0, staked - won);
    const tz = this.d.market.timeZone;
    return {
      startsAt: weekStartsAt(week, tz).toISOString(),
      endsAt: weekStartsAt(addDays(week, 7), tz).toISOString(),
      staked,
      won,
      netLoss,
      cashback: cashbackFor(netLoss, s, rate),
    };
  }
}
