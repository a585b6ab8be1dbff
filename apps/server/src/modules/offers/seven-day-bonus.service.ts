/**
 * The 7-day bonus (docs/product-rules/offers.md#7-day-bonus): one reward for each of seven market
 * days, counted from the day a member first opens the offer. A day unlocks at its market midnight
 * and stays claimable until the seven days end; claim-all pays every claimable day at once, each
 * through the reward path (bonus money with the offer's terms through the bonus module), once per
 * day however many claims arrive. The campaign (switch, window, audience) and eligibility ('bonus')
 * are asked first; a refusal changes nothing.
 */
import { SevenDayRunStatus, SevenDayStatus, type SevenDayBonusData } from '@nyota/contract/api/bonuses';
import { ErrorCode } from '@nyota/contract/error-codes';
import { SEVEN_DAY_DAYS, type SevenDaySettings } from '@nyota/contract/staff/offer-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';
import type { BonusMoneyService, BonusOutcome } from '../bonus-money/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import { BonusType, type GrantOutcome, type RewardSource, type RewardsService } from '../rewards/index.js';
import { addDays, daysBetween, noonOf } from './campaign-live.js';
import { readOfferSettings } from './offer-settings.js';
import { SevenDayRunsRepo } from './seven-day-bonus.repo.js';

export const SEVEN_DAY_CAMPAIGN = 'seven-day';

export interface SevenDayDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: RewardsService;
  bonus: BonusMoneyService;
  eligibility: EligibilityService;
}

type Lang = 'en' | 'sw';
const langOf = (lang: string): Lang => (lang === 'sw' ? 'sw' : 'en');

export class SevenDayBonusService {
  private readonly runs = new SevenDayRunsRepo();
  private readonly seeded = new Set<string>();

  constructor(private readonly d: SevenDayDeps) {}

  private source(firstDay: string, index: number): RewardSource {
    return { kind: 'seven-day', id: firstDay, period: `day-${index + 1}` };
  }

  /** The offer; a member's first look while it is live starts their seven days. */
  async view(memberId: string | null, lang: string): Promise<SevenDayBonusData> {
    const s = (await readOfferSettings(this.d.db)).sevenDay;
    const now = this.d.clock.now();
    // Outside the audience reads as off: the member's seven days do not start.
    const live = (await this.d.eligibility.campaign(s, memberId, now)).ok;
    const text = s.texts[langOf(lang)];
    const entries = s.days.map((day, i) => ({ type: day.bonusType, id: i + 1, name: day.name, amount: day.amount, copies: 1 }));
    const terms = s.days.some((day) => day.bonusType === BonusType.TRIAL) ? s.bonusTerms : null;
    const base = { enable: live, title: text.title, body: text.body, terms };
    const firstDay = memberId
      ? live
        ? await this.runs.start(this.d.db, memberId, localDay(now, this.d.timeZone), now)
        : await this.runs.firstDay(this.d.db, memberId)
      : undefined;
    if (!memberId || !firstDay) {
      const status = live ? SevenDayRunStatus.NOT_STARTED : SevenDayRunStatus.ENDED;
      return { ...base, status, expireAt: null, bonuses: entries.map((e) => ({ ...e, status: SevenDayStatus.LOCKED })) };
    }
    const today = daysBetween(firstDay, localDay(now, this.d.timeZone));
    const expireAt = this.endOf(s, firstDay);
    const ended = !live || today >= SEVEN_DAY_DAYS;
    const claimed = await Promise.all(
      entries.map(async (_e, i) => {
        const source = this.source(firstDay, i);
        return (await this.d.rewards.find({ campaign: SEVEN_DAY_CAMPAIGN, memberId, source })) !== undefined;
      }),
    );
    const statusOf = (i: number): number => {
      // The seeds: on expiry every day reads 0 and claiming is off (the run's status says which).
      if (ended) return SevenDayStatus.CLAIMABLE;
      if (i > today) return SevenDayStatus.LOCKED;
      return claimed[i] ? SevenDayStatus.CLAIMED : SevenDayStatus.CLAIMABLE;
    };
    return {
      ...base,
      status: ended ? SevenDayRunStatus.ENDED : SevenDayRunStatus.RUNNING,
      expireAt: expireAt.toISOString(),
      bonuses: entries.map((e, i) => ({ ...e, status: statusOf(i) })),
    };
  }

  /** Pays every claimable day at once; refused (nothing changed) when none is. */
  async claimAll(memberId: string, lang: string): Promise<SevenDayBonusData> {
    const s = (await readOfferSettings(this.d.db)).sevenDay;
    const now = this.d.clock.now();
    const live = await this.d.eligibility.campaign(s, memberId, now);
    if (!live.ok) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, live.messageKey);
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const firstDay = await this.runs.start(this.d.db, memberId, localDay(now, this.d.timeZone), now);
    const today = daysBetween(firstDay, localDay(now, this.d.timeZone));
    if (today >= SEVEN_DAY_DAYS) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.seven_day_over');
    await this.seed(s);
    const paid = await this.d.db.transaction().execute(async (trx) => {
      const out: { rewards: GrantOutcome[]; bonuses: BonusOutcome[] } = { rewards: [], bonuses: [] };
      for (let i = 0; i <= today; i += 1) {
        const day = s.days[i];
        if (!day) continue;
        const grant = { campaign: SEVEN_DAY_CAMPAIGN, memberId, source: this.source(firstDay, i), amount: day.amount };
        if (day.bonusType === BonusType.TRIAL) {
          const o = await this.d.bonus.grant({ ...grant, terms: s.bonusTerms }, { trx });
          if (o.created) out.bonuses.push(o);
        } else {
          const o = await this.d.rewards.grant({ ...grant, bonusType: day.bonusType }, { trx });
          if (o.created) out.rewards.push(o);
        }
      }
      return out;
    });
    if (paid.rewards.length + paid.bonuses.length === 0)
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.seven_day_nothing');
    for (const o of paid.rewards) await this.d.rewards.publish(o);
    for (const o of paid.bonuses) await this.d.bonus.publish(o);
    return this.view(memberId, lang);
  }

  /** The end of the member's seven days, or the campaign's end when that comes first. */
  private endOf(s: SevenDaySettings, firstDay: string): Date {
    const end = startOfLocalDay(noonOf(addDays(firstDay, SEVEN_DAY_DAYS)), this.d.timeZone);
    return s.endsAt !== null && Date.parse(s.endsAt) < end.getTime() ? new Date(s.endsAt) : end;
  }

  /** Funds the campaign once in each unit its days pay (the ledger key makes it once across nodes too). */
  private async seed(s: SevenDaySettings): Promise<void> {
    if (s.budget === 0) return;
    for (const type of new Set(s.days.map((day) => day.bonusType))) {
      const key = `seed:${SEVEN_DAY_CAMPAIGN}:${type}:v1`;
      if (this.seeded.has(key)) continue;
      await this.d.rewards.fund(SEVEN_DAY_CAMPAIGN, type, s.budget, key);
      this.seeded.add(key);
    }
  }
}
