/**
 * Eligibility over a whole node: each responsible-gambling reason, set the way players and staff
 * set it (HTTP), restricts every purpose with its own message; the reasons keep their priority; a
 * cleared concern, an ended time-out and a lock 24 hours old no longer restrict; a pending raise is
 * not a lock; an injected source is asked after the built-in ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { PlayerOverview } from '@nyota/contract/staff/players-schemas';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { api, createPaymentsTestApp, deposit, signUp, type PayTestApp, type SignedUp } from '../payments/payments.test-kit.js';
import { staffCall } from '../players/players.test-kit.js';
import { makeStaff, signIn, staffModuleOf, type TestStaff } from '../staff/staff.test-kit.js';
import { eligibilityOf } from './eligibility.test-kit.js';
import { ELIGIBILITY_PURPOSES, type EligibilityService, type RestrictionSource } from './index.js';

let t: PayTestApp;
let risk: TestStaff;
let eligibility: EligibilityService;
const flagged = new Set<string>();
const review: RestrictionSource = { name: 'harm_markers', restricted: async (id) => flagged.has(id) };

beforeAll(async () => {
  t = await createPaymentsTestApp();
  risk = await makeStaff(staffModuleOf(t), 'risk');
  eligibility = eligibilityOf(t, [review]);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const reasonOf = async (memberId: string) => {
  // Pop-ups also wait out a recently set limit (its own test below); the other purposes agree.
  const purposes = ELIGIBILITY_PURPOSES.filter((p) => p !== 'popup');
  const answers = await Promise.all(purposes.map((purpose) => eligibility.check(memberId, { purpose })));
  for (const a of answers) expect(a).toEqual(answers[0]);
  const a = answers[0];
  return a && !a.ok ? a.reason : 'eligible';
};
// A fresh staff sign-in each time: tests move the clock past the staff idle timeout.
const asRisk = async <T>(route: Parameters<typeof staffCall>[2], input: Record<string, string>) =>
  staffCall<T>(t, await signIn(t, risk), route, input);
const flagConcern = async (m: SignedUp) => {
  expect((await asRisk(r.flagPlayerConcern, { memberId: m.memberId, text: 'chasing losses' })).code).toBe(0);
};
const refusedDeposit = async (m: SignedUp) => {
  expect((await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'deposit_day', value: '500' }, m.token)).code).toBe(0);
  expect((await deposit(t, m, 600)).code).toBe(ErrorCode.LIMIT_EXCEEDED);
  // The refusal is written once the deposit's transaction has ended.
  await expect.poll(() => reasonOf(m.memberId)).not.toBe('eligible');
};
const takeTimeOut = async (m: SignedUp) => {
  expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
};

describe('eligibility', () => {
  it('answers eligible for a member with no restriction', async () => {
    const m = await signUp(t);
    expect(await eligibility.check(m.memberId, { purpose: 'bonus' })).toEqual({ ok: true });
  });

  it('gives each reason its message, highest priority first', async () => {
    const m = await signUp(t);
    await refusedDeposit(m);
    expect(await eligibility.check(m.memberId, { purpose: 'marketing' })).toEqual({
      ok: false,
      reason: 'limit_lock',
      messageKey: 'eligibility.limit_lock',
    });
    await flagConcern(m);
    expect(await eligibility.check(m.memberId, { purpose: 'popup' })).toEqual({
      ok: false,
      reason: 'rg_concern',
      messageKey: 'eligibility.rg_concern',
    });
    await takeTimeOut(m);
    expect(await eligibility.check(m.memberId, { purpose: 'bonus' })).toEqual({
      ok: false,
      reason: 'time_out',
      messageKey: 'eligibility.time_out',
    });
    const excluded = { period: '1m', reason: 'too_much_time', comment: 'a break' };
    expect((await api(t, 'POST', routes.selfExclusion.path, excluded, m.token)).code).toBe(0);
    expect(await eligibility.check(m.memberId, { purpose: 'bonus' })).toEqual({
      ok: false,
      reason: 'self_exclusion',
      messageKey: 'eligibility.self_exclusion',
    });
  });

  it('a cleared concern no longer restricts', async () => {
    const m = await signUp(t);
    await flagConcern(m);
    expect(await reasonOf(m.memberId)).toBe('rg_concern');
    const o = await asRisk<PlayerOverview>(r.playerOverview, { memberId: m.memberId });
    const flagId = o.data.concerns[0]?.id ?? '';
    expect((await asRisk(r.clearPlayerConcern, { memberId: m.memberId, flagId, text: 'spoke to the player' })).code).toBe(0);
    expect(await reasonOf(m.memberId)).toBe('eligible');
  });

  it('an ended time-out no longer restricts', async () => {
    const m = await signUp(t);
    await takeTimeOut(m);
    t.clock.advance(24 * HOUR - 1_000);
    expect(await reasonOf(m.memberId)).toBe('time_out');
    t.clock.advance(1_000);
    expect(await reasonOf(m.memberId)).toBe('eligible');
  });

  it('a limit lock lasts 24 hours from the latest refusal; a pending raise is not a lock', async () => {
    const m = await signUp(t);
    await refusedDeposit(m);
    t.clock.advance(24 * HOUR - 1_000);
    expect(await reasonOf(m.memberId)).toBe('limit_lock');
    t.clock.advance(1_000);
    expect(await reasonOf(m.memberId)).toBe('eligible');
    const raise = await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'deposit_day', value: '5000' }, m.token);
    expect(raise.code).toBe(0);
    expect(await reasonOf(m.memberId)).toBe('eligible');
  });

  it('holds back pop-ups, and only pop-ups, for 24 hours after a limit is set', async () => {
    const m = await signUp(t);
    const set = await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'loss_week', value: '10000' }, m.token);
    expect(set.code).toBe(0);
    expect(await eligibility.check(m.memberId, { purpose: 'popup' })).toEqual({
      ok: false,
      reason: 'recent_limit',
      messageKey: 'eligibility.recent_limit',
    });
    expect(await eligibility.check(m.memberId, { purpose: 'bonus' })).toEqual({ ok: true });
    expect(await eligibility.check(m.memberId, { purpose: 'marketing' })).toEqual({ ok: true });
    t.clock.advance(24 * HOUR + 1_000);
    expect(await eligibility.check(m.memberId, { purpose: 'popup' })).toEqual({ ok: true });
    // Removing a limit is not setting one.
    expect((await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'loss_week', value: '' }, m.token)).code).toBe(0);
    expect(await eligibility.check(m.memberId, { purpose: 'popup' })).toEqual({ ok: true });
  });

  it('asks an injected source after the built-in ones, with the general message', async () => {
    const m = await signUp(t);
    flagged.add(m.memberId);
    expect(await eligibility.check(m.memberId, { purpose: 'popup' })).toEqual({
      ok: false,
      reason: 'harm_markers',
      messageKey: 'eligibility.restricted',
    });
    await flagConcern(m);
    expect(await reasonOf(m.memberId)).toBe('rg_concern');
  });

  it('adds a source later, after the others, and refuses a name already in use', async () => {
    const m = await signUp(t);
    const later = eligibilityOf(t);
    later.addSource({ name: 'manual_review', messageKey: 'eligibility.rg_concern', restricted: async () => true });
    expect(later.sourceNames()).toEqual([
      'self_exclusion',
      'time_out',
      'rg_concern',
      'limit_lock',
      'recent_limit',
      'manual_review',
    ]);
    expect(await later.check(m.memberId, { purpose: 'bonus' })).toEqual({
      ok: false,
      reason: 'manual_review',
      messageKey: 'eligibility.rg_concern',
    });
    expect(() => later.addSource({ name: 'time_out', restricted: async () => false })).toThrow(/already registered/);
  });
});
