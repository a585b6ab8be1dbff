/**
 * The mall and the exchange, built after the VIP club (the level they check) and the vouchers
 * (a prize kind); their `mall` setting goes to the config module's settings like `vip`.
 */
import type { Composition, AccountSide, MoneySide } from './composition.js';
import type { EligibilityService } from './modules/eligibility/index.js';
import { createMallModule, type MallModule } from './modules/mall/index.js';
import type { VipService } from './modules/vip/index.js';
import type { VouchersService } from './modules/vouchers/index.js';

export async function mountMall(
  c: Composition,
  a: AccountSide,
  m: MoneySide,
  p: { eligibility: EligibilityService; vip: VipService; vouchers: VouchersService },
): Promise<MallModule> {
  const mobiles = async (ids: readonly string[]) =>
    new Map((await a.members.members.profiles(ids)).map((x) => [x.memberId, x.mobile] as const));
  const mall = createMallModule({
    db: c.db,
    clock: c.clock,
    timeZone: c.market.timeZone,
    ledger: a.ledger,
    rewards: a.rewards,
    bonus: a.bonus.bonus,
    vouchers: p.vouchers,
    eligibility: p.eligibility,
    level: async (id) => (await p.vip.standing(id)).level,
    mobiles,
    sessions: a.sessions,
    staffSessions: a.staff.sessions,
  });
  mall.register(c.app);
  m.settings.useStore('mall', mall.settingStore);
  return mall;
}
