/**
 * Paying a registration-wheel prize: in one transaction the device's spin is given to the new
 * member (the row lock serialises concurrent sign-ups; the later ones find it claimed) and the
 * prize is granted through the reward path, bonus money with its frozen terms through the bonus
 * module. A refused grant (budget spent) rolls the claim back with it.
 */
import type { RegistrationWheelSettings } from '@nyota/contract/staff/registration-wheel-schema';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { BonusMoneyService } from '../bonus-money/index.js';
import type { MemberBalanceChange } from '../ledger/index.js';
import { isBonusType, type BonusTypeValue, type RewardsService } from '../rewards/index.js';
import { RegistrationSpinsRepo } from './registration-wheel.repo.js';

export const REG_WHEEL_CAMPAIGN = 'registration-wheel';

export interface BonusGranter {
  rewards: RewardsService;
  bonus: Pick<BonusMoneyService, 'grant'>;
}

export class RegWheelGrants {
  private readonly repo = new RegistrationSpinsRepo();
  private readonly funded = new Set<BonusTypeValue>();

  constructor(private readonly d: BonusGranter & { db: Db; clock: Clock }) {}

  /** True when this call paid the prize (false: nothing waiting, or claimed by a concurrent sign-up). */
  async claim(memberId: string, deviceId: string, s: RegistrationWheelSettings): Promise<boolean> {
    const waiting = await this.repo.byDevice(this.d.db, deviceId);
    if (waiting?.bonusType == null || !isBonusType(waiting.bonusType)) return false;
    await this.fund(waiting.bonusType, s.budget);
    const balances = await this.d.db.transaction().execute(async (trx) => {
      const spin = await this.repo.claim(trx, deviceId, memberId, this.d.clock.now());
      if (spin?.bonusType == null || spin.bonusAmount === null || !isBonusType(spin.bonusType)) return null;
      const source = { kind: REG_WHEEL_CAMPAIGN, id: spin.id, period: 'once' };
      return this.grant(trx, { memberId, source, type: spin.bonusType, amount: spin.bonusAmount }, s);
    });
    if (balances === null) return false;
    await this.d.rewards.publish({ balances });
    return true;
  }

  private async grant(
    trx: Db,
    g: { memberId: string; source: { kind: string; id: string; period: string }; type: BonusTypeValue; amount: number },
    s: RegistrationWheelSettings,
  ): Promise<MemberBalanceChange[]> {
    const base = { campaign: REG_WHEEL_CAMPAIGN, memberId: g.memberId, source: g.source, amount: g.amount };
    if (g.type === 2) {
      const terms = { ...s.trialTerms, contributions: { default: 100, games: {} } };
      return (await this.d.bonus.grant({ ...base, terms }, { trx })).balances;
    }
    return (await this.d.rewards.grant({ ...base, bonusType: g.type }, { trx })).balances;
  }

  /** The campaign's budget in this unit, funded once with the section's budget (a fixed ledger key, so once across nodes). */
  private async fund(type: BonusTypeValue, budget: number): Promise<void> {
    if (this.funded.has(type) || budget === 0) return;
    await this.d.rewards.fund(REG_WHEEL_CAMPAIGN, type, budget, `seed:${REG_WHEEL_CAMPAIGN}:${type}:v1`);
    this.funded.add(type);
  }
}
