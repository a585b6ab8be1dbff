/**
 * Cash rain, built after eligibility (which it asks before a grab) with the rewards module that pays
 * every packet; its `cash_rain` setting goes to the config module's settings like `mall`.
 */
import type { Composition, AccountSide, MoneySide } from './composition.js';
import { createCashRainModule, type CashRainModule } from './modules/cash-rain/index.js';
import type { EligibilityService } from './modules/eligibility/index.js';

export function mountCashRain(
  c: Composition,
  a: AccountSide,
  m: MoneySide,
  p: { eligibility: EligibilityService; hasDeposited: (memberId: string) => Promise<boolean> },
): CashRainModule {
  const rain = createCashRainModule({
    db: c.db,
    clock: c.clock,
    timeZone: c.market.timeZone,
    rewards: a.rewards,
    eligibility: p.eligibility,
    hasDeposited: p.hasDeposited,
    sessions: a.sessions,
    staffSessions: a.staff.sessions,
  });
  rain.register(c.app);
  m.settings.useStore('cash_rain', rain.settingStore);
  return rain;
}
