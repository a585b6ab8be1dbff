/**
 * Promotions: the market's defaults are written once and listed in order while their window is
 * open; a voucher promotion gives its voucher once per member (twice at once: once); a stored
 * campaign is validated; the game centre's game promotion answers for a featured game; a start is
 * announced once, to recent eligible members only (inbox send and `Promotion/New` push).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import { memberTopic } from '@nyota/contract/realtime';
import { ManualClock } from '../../platform/clock.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import { AppError } from '../../platform/http/app-error.js';
import { EligibilityService } from '../eligibility/index.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { LedgerService } from '../ledger/index.js';
import { createMembers } from '../ledger/ledger.test-kit.js';
import type { PromotionSend } from '../messages/index.js';
import { RewardsService } from '../rewards/index.js';
import { VouchersService } from '../vouchers/index.js';
import { announceStarted, defaultPromotions, PromotionsService } from './index.js';

let database: TestDatabase;
let ledger: LedgerService;
let promotions: PromotionsService;
const bus = new MemoryBus();
const clock = new ManualClock(new Date('2026-11-20T10:00:00Z'));
let restricted = new Set<string>();
const depositors = new Set<string>();
const source = {
  name: 'test',
  messageKey: 'eligibility.rg_concern' as const,
  restricted: async (id: string) => restricted.has(id),
};
// The member facts as payments and members would answer them (the whole node's wiring: eligibility.test.ts).
const facts = { joinedAt: async () => clock.now(), hasDeposited: async (id: string) => depositors.has(id) };
const eligibility = new EligibilityService(clock, [source], facts);

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService({ db: database.db, bus });
  const rewards = new RewardsService({ db: database.db, clock, ledger, holdAbove: 1_000_000 });
  const deposits = async () => [];
  const vouchers = new VouchersService({ db: database.db, clock, ledger, rewards, eligibility, deposits });
  promotions = new PromotionsService({ db: database.db, clock, market: 'zm', rewards, vouchers, eligibility });
  await promotions.seedDefaults();
  await promotions.seedDefaults();
});
afterAll(() => database.close());

const codeOf = (err: unknown) => (err instanceof AppError ? `${err.code}:${err.key}` : err);

describe('promotions', () => {
  it('lists the market defaults in order, in the reader’s language', async () => {
    const { list } = await promotions.list('sw', null);
    expect(list.map((p) => p.title)).toEqual(defaultPromotions('zm').map((p) => p.value.texts.sw.title));
    expect(list[0]).toMatchObject({ kind: 'voucher', claimed: false, voucher: { amount: 200, copies: 1, minAmount: 0 } });
    const one = await promotions.info(list[1]?.id ?? '', 'en', null);
    expect(one.terms).toContain('14 days');
  });

  it('gives a voucher promotion’s voucher once per member, even asked twice at once', async () => {
    const [m = ''] = await createMembers(database.db, 1);
    const welcome = (await promotions.list('en', m)).list[0];
    const id = welcome?.id ?? '';
    const results = await Promise.allSettled([promotions.claim(m, id, 'en'), promotions.claim(m, id, 'en')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(codeOf(r.reason)).toMatch(/^2404:errors.promotion_claimed$|^2404/);
    expect((await ledger.balances(m)).voucher).toBe(200);
    expect((await promotions.info(id, 'en', m)).claimed).toBe(true);
    await expect(promotions.claim(m, id, 'en').catch(codeOf)).resolves.toBe(
      `${ErrorCode.OFFER_UNAVAILABLE}:errors.promotion_claimed`,
    );
  });

  it('refuses a member eligibility restricts, and a promotion with no voucher, giving nothing', async () => {
    const [m = ''] = await createMembers(database.db, 1);
    const [welcome, , game] = (await promotions.list('en', m)).list;
    restricted = new Set([m]);
    await expect(promotions.claim(m, welcome?.id ?? '', 'en').catch(codeOf)).resolves.toBe(
      `${ErrorCode.REWARD_NOT_ELIGIBLE}:eligibility.rg_concern`,
    );
    restricted = new Set();
    await expect(promotions.claim(m, game?.id ?? '', 'en').catch(codeOf)).resolves.toBe(
      `${ErrorCode.OFFER_UNAVAILABLE}:errors.no_bonus_found`,
    );
    expect((await ledger.balances(m)).voucher).toBe(0);
  });

  it('gives a voucher promotion only to its audience, with the promotion’s own refusal', async () => {
    const base = defaultPromotions('zm')[0]?.value;
    const id = await promotions.save('depositors-only', { ...base, audience: 'depositors' });
    const [m = ''] = await createMembers(database.db, 1);
    await expect(promotions.claim(m, id, 'en').catch(codeOf)).resolves.toBe(
      `${ErrorCode.OFFER_UNAVAILABLE}:errors.promotion_not_for_you`,
    );
    expect((await ledger.balances(m)).voucher).toBe(0);
    depositors.add(m);
    expect((await promotions.claim(m, id, 'en')).claimed).toBe(true);
    await promotions.save('depositors-only', { ...base, enabled: false });
  });

  it('answers the game promotion for a featured game only', async () => {
    expect(await promotions.forGame(GameId.AVIATOR, 'en')).toMatchObject({
      enable: true,
      title: 'Aviator: fly higher',
      gameIds: [GameId.AVIATOR],
    });
    expect((await promotions.forGame(9_999, 'en')).enable).toBe(false);
  });

  it('validates a saved campaign and hides it outside its window', async () => {
    await expect(promotions.save('bad', { enabled: true }).catch(codeOf)).resolves.toBe(
      `${ErrorCode.SETTINGS_INVALID}:errors.settings_invalid`,
    );
    const base = defaultPromotions('zm')[2]?.value;
    const later = { ...base, slug: undefined, startsAt: '2026-11-21T00:00:00Z', endsAt: null, sort: 1 };
    const id = await promotions.save('later', later);
    // A save outside the console is a version too (by `system`).
    const versions = await promotions.repo.versions(database.db, id, 5);
    expect(versions.map((v) => [v.version, v.staffName])).toEqual([[1, 'system']]);
    expect((await promotions.list('en', null)).list.map((p) => p.id)).not.toContain(id);
    clock.set(new Date('2026-11-21T00:00:01Z'));
    expect((await promotions.list('en', null)).list[0]?.id).toBe(id);
  });

  it('announces each start once, to recent eligible members', async () => {
    const [recent = '', blocked = '', idle = ''] = await createMembers(database.db, 3);
    const now = clock.now();
    await database.db.updateTable('members').set({ last_login_at: now }).where('id', 'in', [recent, blocked]).execute();
    await database.db
      .updateTable('members')
      .set({ last_login_at: new Date(now.getTime() - 40 * 86_400_000) })
      .where('id', '=', idle)
      .execute();
    restricted = new Set([blocked]);
    const pushes: Record<string, unknown[]> = { [recent]: [], [blocked]: [], [idle]: [] };
    for (const m of [recent, blocked, idle]) await bus.subscribe(memberTopic(m), (msg) => void pushes[m]?.push(msg));
    const sends: PromotionSend[] = [];
    const messages = {
      sendPromotion: async (s: PromotionSend) => (sends.push(s), { sent: s.memberIds.length, skipped: 0, unchanged: 0 }),
    };
    const deps = { db: database.db, bus, clock, promotions, messages, eligibility };
    // The defaults were written as announced; the promotion staff saved (it started since) is news.
    const started = (await promotions.list('en', null)).list.find((p) => p.startsAt === '2026-11-21T00:00:00Z');
    await announceStarted(deps);
    expect(sends.map((s) => s.url)).toEqual([`/promotion/${started?.id ?? ''}`]);
    for (const s of sends) expect(s.memberIds).toContain(recent);
    for (const s of sends) expect(s.memberIds).not.toContain(blocked);
    await expect.poll(() => pushes[recent]?.length).toBe(1);
    expect(pushes[recent]?.[0]).toEqual({
      kind: 'push',
      message: { object: 'Promotion', event: 'New', data: { id: started?.id } },
    });
    expect(pushes[blocked]).toEqual([]);
    expect(pushes[idle]).toEqual([]);
    await announceStarted(deps);
    expect(sends).toHaveLength(1);
    restricted = new Set();
  });
});
