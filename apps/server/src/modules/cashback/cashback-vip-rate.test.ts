/**
 * The VIP level's cashback rate (docs/product-rules/vip.md#benefits, cashback.md): a member holding a
 * level with a cashback benefit gets `percent` plus the level's rate on last week's net loss, capped
 * by the setting's `vipMaxPercent`; a member below the first such level gets `percent` alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashbackData } from '@nyota/contract/api/cashback';
import { routes } from '@nyota/contract/api/routes';
import { weeklyCashbackPreset } from '@nyota/contract/staff/cashback-offer-schemas';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { appendActivity } from '../activity/index.js';
import { signUp } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import { api } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from '../staff/staff.test-kit.js';
import { saveOffers } from './cashback.test-kit.js';

let t: TestApp;
let ledger: LedgerService;
// Wednesday 2026-11-18 in Lusaka (the week of Monday the 16th); its cashback opens Monday the 23rd 06:00.
const WED = new Date('2026-11-18T10:00:00Z');
const NEXT_MON = new Date('2026-11-23T05:00:00Z');
const clock = new ManualClock(WED);
let betNo = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  const who = await signIn(t, await makeStaff(staffModuleOf(t), 'admin'));
  const list = await staffCall<{ items: { key: string; current: { version: number } | null }[] }>(t, who, r.listSettings, {});
  const baseVersion = list.data.items.find((i) => i.key === 'vip')?.current?.version ?? 0;
  // V1 at 10 points ... V5 at 50: V5's default cashback rate is 1.75% (175).
  const levels = DEFAULT_VIP_SETTINGS.levels.map((l, i) => ({ ...l, threshold: i * 10 }));
  const res = await t.app.inject({
    method: r.saveSetting.method,
    url: r.saveSetting.path,
    payload: { key: 'vip', value: { levels }, baseVersion, reason: 'test thresholds' },
    ...asStaff(who),
  });
  expect(res.json<{ code: number }>().code).toBe(0);
});
afterAll(() => t.close());

const view = (token: string) => api<CashbackData>(t, 'GET', routes.cashback.path, {}, token);
const claim = (token: string) => api<CashbackData>(t, 'POST', routes.cashbackClaim.path, {}, token);

/** A member who lost `stake` (minor units) last week in one settled bet (one point per unit staked). */
async function loser(stake: number) {
  clock.set(WED);
  const m = await signUp(t);
  const payload = {
    gameId: 1,
    betRef: `vr-${(betNo += 1)}`,
    unit: 'cash' as const,
    stake,
    payout: 0,
    multiplier: 0,
    bonusStake: 0,
  };
  await t.database.db
    .transaction()
    .execute((trx) => appendActivity(trx, { kind: 'bet.settled', memberId: m.memberId, at: WED, payload }));
  await t.app.activityStream.drain();
  return m;
}

describe('weekly cashback with a VIP rate', () => {
  it("adds the held level's rate, and none below the first level that has one", async () => {
    const v5 = await loser(5_000); // 50 points: V5; lost 50.00
    const v1 = await loser(1_000); // 10 points: V1; lost 10.00
    clock.set(NEXT_MON);
    expect((await view(v5.token)).data).toMatchObject({ percent: 12, vipRate: 175, lastWeek: { netLoss: 5_000, cashback: 687 } });
    expect((await view(v1.token)).data).toMatchObject({ percent: 12, vipRate: 0, lastWeek: { netLoss: 1_000, cashback: 120 } });
    expect((await claim(v5.token)).code).toBe(0);
    expect((await ledger.balances(v5.memberId)).cash).toBe(687);
  });

  it('caps the rate at vipMaxPercent', async () => {
    const preset = weeklyCashbackPreset('zm');
    expect(await saveOffers(t, { ...DEFAULT_OFFER_SETTINGS, weeklyCashback: { ...preset, vipMaxPercent: 13 } })).toBe(0);
    const v5 = await loser(5_000);
    clock.set(NEXT_MON);
    expect((await view(v5.token)).data).toMatchObject({ vipRate: 100, lastWeek: { cashback: 650 } });
    expect((await claim(v5.token)).code).toBe(0);
    expect((await ledger.balances(v5.memberId)).cash).toBe(650);
  });
});
