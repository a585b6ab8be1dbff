/**
 * The staff players API: search in the forms an operator types, the page, each action audited,
 * permission refusal per route, bad input changing nothing, and a lock that really ends sessions
 * and refuses login and play.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import type { PlayerHit, PlayerOverview } from '@nyota/contract/staff/players-schemas';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { e164, get, login, post, signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import { fund } from '../ledger/ledger.test-kit.js';
import type { StaffModule } from '../staff/index.js';
import { makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';
import { staffCall } from './players.test-kit.js';

let t: TestApp;
let mod: StaffModule;
let ledger: LedgerService;
let risk: StaffSignIn;
let support: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  risk = await signIn(t, await makeStaff(mod, 'risk'));
  support = await signIn(t, await makeStaff(mod, 'support'));
});
afterAll(() => t.close());

async function auditOf(memberId: string, action: string) {
  return mod.audit.search({ target: `member:${memberId}`, action, limit: 10 });
}

async function memberState(m: SignedUp): Promise<unknown> {
  const o = await staffCall<PlayerOverview>(t, risk, r.playerOverview, { memberId: m.memberId });
  const { sessions: _s, ...rest } = o.data;
  return rest;
}

describe('search', () => {
  it('finds a player by any phone format, member id, payment reference and device', async () => {
    const m = await signUp(t);
    const national = m.mobile;
    const full = e164(national);
    const typed = [
      national,
      full,
      `+${full.slice(0, 3)} ${full.slice(3, 5)} ${full.slice(5, 8)} ${full.slice(8)}`,
      national.slice(1),
    ];
    for (const q of typed) {
      const a = await staffCall<{ items: PlayerHit[] }>(t, support, r.searchPlayers, { by: 'phone', q });
      expect(
        a.data.items.map((h) => h.memberId),
        q,
      ).toContain(m.memberId);
    }
    const byId = await staffCall<{ items: PlayerHit[] }>(t, support, r.searchPlayers, { by: 'member', q: m.memberId });
    expect(byId.data.items).toEqual([expect.objectContaining({ memberId: m.memberId, mobile: national, locked: false })]);

    const device = `dev-${m.memberId}`;
    const again = await post(
      t,
      routes.login.path,
      { mobile: m.mobile, password: m.password, selfInclusion: '0' },
      { headers: { deviceid: device } },
    );
    expect(envelope(again).code).toBe(0);
    const byDevice = await staffCall<{ items: PlayerHit[] }>(t, support, r.searchPlayers, { by: 'device', q: device });
    expect(byDevice.data.items.map((h) => h.memberId)).toEqual([m.memberId]);
    const nothing = await staffCall<{ items: PlayerHit[] }>(t, support, r.searchPlayers, { by: 'payment', q: 'no-such-ref' });
    expect(nothing.data.items).toEqual([]);
  });

  it('finds a player by our payment id or the provider reference, and lists the payment on the page', async () => {
    const m = await signUp(t);
    const id = randomUUID();
    const channel = await t.database.db.selectFrom('pay_channels').select('id').executeTakeFirstOrThrow();
    // Test setup writes the payments table directly (docs/style-guide.md#table-ownership).
    await t.database.db
      .insertInto('payment_intents')
      .values({
        id,
        member_id: m.memberId,
        direction: 'deposit',
        amount: 2_500,
        provider_amount: 2_500,
        currency: 'ZMW',
        country: 'ZMB',
        msisdn: e164(m.mobile),
        operator: 'MTN',
        channel_id: channel.id,
        provider: 'sandbox',
        provider_ref: `REF-${m.memberId}`,
        status: 'SUCCEEDED',
      })
      .execute();
    for (const q of [id, id.toUpperCase(), `REF-${m.memberId}`]) {
      const a = await staffCall<{ items: PlayerHit[] }>(t, support, r.searchPlayers, { by: 'payment', q });
      expect(
        a.data.items.map((h) => h.memberId),
        q,
      ).toEqual([m.memberId]);
    }
    const pays = await staffCall<{ items: { id: string; amount: number }[]; more: boolean }>(t, support, r.playerPayments, {
      memberId: m.memberId,
    });
    expect(pays.data).toEqual({ items: [expect.objectContaining({ id, amount: 2_500 })], more: false });
  });

  it('refuses an empty query and an unknown field', async () => {
    expect((await staffCall(t, support, r.searchPlayers, { by: 'phone', q: ' ' })).code).toBe(ErrorCode.VALIDATION);
    expect((await staffCall(t, support, r.searchPlayers, { by: 'email', q: 'x' })).code).toBe(ErrorCode.VALIDATION);
  });
});

describe('player page', () => {
  it('shows balances per kind and answers NOT_FOUND for an unknown member', async () => {
    const m = await signUp(t);
    await fund(ledger, m.memberId, 12_345);
    const o = await staffCall<PlayerOverview>(t, support, r.playerOverview, { memberId: m.memberId });
    expect(o.data.balances).toMatchObject({ cash: 12_345, trial: 0, coin: 0 });
    expect(o.data.sessions.length).toBeGreaterThan(0);
    const ledgerPage = await staffCall<{ items: { amount: number }[] }>(t, support, r.playerLedger, {
      memberId: m.memberId,
      kind: 'cash',
    });
    expect(ledgerPage.data.items[0]?.amount).toBe(12_345);
    expect((await staffCall(t, support, r.playerOverview, { memberId: '999999999' })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('lists bets with a link to the public verifier', async () => {
    const m = await signUp(t);
    await fund(ledger, m.memberId, 100_000);
    const spin = envelope(
      await post(t, routes.slotSpin.path, { gameId: String(GameId.SAVANNA_SLOT), stake: '100' }, { token: m.token }),
    );
    expect(spin.code).toBe(0);
    const bets = await staffCall<{ items: { stake: number; verifyUrl: string | null }[] }>(t, support, r.playerBets, {
      memberId: m.memberId,
    });
    expect(bets.data.items[0]).toMatchObject({ stake: 100, verifyUrl: expect.stringMatching(/^\/links\/5\?game=slot&/) });
  });
});

describe('actions', () => {
  it('lock ends the sessions, refuses login and play, and is audited; unlock lets the player back', async () => {
    const m = await signUp(t);
    await fund(ledger, m.memberId, 100_000);
    expect((await staffCall(t, risk, r.lockPlayer, { memberId: m.memberId, reason: 'fraud check' })).code).toBe(0);

    expect(envelope(await get(t, routes.memberInfo.path, { token: m.token })).code).toBe(ErrorCode.SESSION_GONE);
    expect((await login(t, m.mobile, m.password)).code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect((await staffCall(t, risk, r.lockPlayer, { memberId: m.memberId, reason: 'again' })).code).toBe(ErrorCode.VALIDATION);
    const [row] = await auditOf(m.memberId, 'player.lock');
    expect(row).toMatchObject({ reason: 'fraud check', before: { locked: false }, after: { locked: true } });

    expect((await staffCall(t, risk, r.unlockPlayer, { memberId: m.memberId, reason: 'cleared' })).code).toBe(0);
    const back = await login(t, m.mobile, m.password);
    expect(back.code).toBe(0);
    const spin = envelope(
      await post(t, routes.slotSpin.path, { gameId: String(GameId.SAVANNA_SLOT), stake: '100' }, { token: back.data.token }),
    );
    expect(spin.code).toBe(0);
  });

  it('a lock bars staking on a session not yet ended', async () => {
    const m = await signUp(t);
    await fund(ledger, m.memberId, 100_000);
    await t.database.db
      .insertInto('member_locks')
      .values({ member_id: m.memberId, reason: 'behind the session', locked_by: 'test', locked_at: t.clock.now() })
      .execute();
    const spin = envelope(
      await post(t, routes.slotSpin.path, { gameId: String(GameId.SAVANNA_SLOT), stake: '100' }, { token: m.token }),
    );
    expect(spin.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect((await ledger.balances(m.memberId)).cash).toBe(100_000);
  });

  it('kick-out ends every session; the player can log in again', async () => {
    const m = await signUp(t);
    expect((await staffCall(t, risk, r.kickOutPlayer, { memberId: m.memberId, reason: 'stolen phone' })).code).toBe(0);
    expect(envelope(await get(t, routes.memberInfo.path, { token: m.token })).code).toBe(ErrorCode.SESSION_GONE);
    expect((await login(t, m.mobile, m.password)).code).toBe(0);
    expect(await auditOf(m.memberId, 'player.kick_out')).toHaveLength(1);
  });

  it('reset sends the forgot-password code by SMS, with which the player sets a new password', async () => {
    const m = await signUp(t);
    t.clock.advance(120_000);
    const sentBefore = t.sms.sent.length;
    expect((await staffCall(t, risk, r.resetPlayerPassword, { memberId: m.memberId, reason: 'caller verified' })).code).toBe(0);
    expect(t.sms.sent.length).toBe(sentBefore + 1);
    const code = t.sms.lastCode(e164(m.mobile));
    expect(code).toMatch(/^[0-9]{4}$/);
    const byCode = envelope<{ token: string }>(
      await post(t, routes.loginWithSmsCode.path, { mobile: m.mobile, smsCode: code ?? '', selfInclusion: '0' }),
    );
    expect(byCode.code).toBe(0);
    expect(await auditOf(m.memberId, 'player.reset_password')).toHaveLength(1);
  });

  it('notes and concerns show on the page and in the audit log', async () => {
    const m = await signUp(t);
    expect((await staffCall(t, risk, r.addPlayerNote, { memberId: m.memberId, text: 'called about a deposit' })).code).toBe(0);
    expect((await staffCall(t, risk, r.flagPlayerConcern, { memberId: m.memberId, text: 'chasing losses' })).code).toBe(0);
    const o = await staffCall<PlayerOverview>(t, support, r.playerOverview, { memberId: m.memberId });
    expect(o.data.notes.map((n) => n.text)).toEqual(['called about a deposit']);
    expect(o.data.concerns.map((n) => n.text)).toEqual(['chasing losses']);
    expect(await auditOf(m.memberId, 'player.rg_concern')).toHaveLength(1);
  });

  it('a concern is cleared with a note: audited before/after, kept in the history, only once', async () => {
    const m = await signUp(t);
    const other = await signUp(t);
    await staffCall(t, risk, r.flagPlayerConcern, { memberId: m.memberId, text: 'chasing losses' });
    const flagId =
      (await staffCall<PlayerOverview>(t, risk, r.playerOverview, { memberId: m.memberId })).data.concerns[0]?.id ?? '';
    const bad: Array<Record<string, string>> = [
      { memberId: m.memberId, flagId, text: '  ' },
      { memberId: m.memberId, flagId: 'x', text: 'ok' },
      { memberId: m.memberId, text: 'ok' },
    ];
    for (const input of bad) expect((await staffCall(t, risk, r.clearPlayerConcern, input)).code).toBe(ErrorCode.VALIDATION);
    const notTheirs = await staffCall(t, risk, r.clearPlayerConcern, { memberId: other.memberId, flagId, text: 'ok' });
    expect(notTheirs.code).toBe(ErrorCode.VALIDATION);
    expect(await auditOf(m.memberId, 'player.rg_concern_clear')).toEqual([]);

    const cleared = await staffCall(t, risk, r.clearPlayerConcern, {
      memberId: m.memberId,
      flagId,
      text: 'spoke to player, limits set',
    });
    expect(cleared.code).toBe(0);
    const o = await staffCall<PlayerOverview>(t, support, r.playerOverview, { memberId: m.memberId });
    expect(o.data.concerns).toEqual([
      expect.objectContaining({
        id: flagId,
        text: 'chasing losses',
        cleared: expect.objectContaining({ note: 'spoke to player, limits set' }),
      }),
    ]);
    const trail = await auditOf(m.memberId, 'player.rg_concern_clear');
    expect(trail).toMatchObject([
      {
        reason: 'spoke to player, limits set',
        before: { flagId, cleared: false, note: 'chasing losses' },
        after: { flagId, cleared: true, note: 'spoke to player, limits set' },
      },
    ]);
    const again = await staffCall(t, risk, r.clearPlayerConcern, { memberId: m.memberId, flagId, text: 'again' });
    expect(again.code).toBe(ErrorCode.VALIDATION);
    expect(await auditOf(m.memberId, 'player.rg_concern_clear')).toHaveLength(1);
  });

  it('bad input changes nothing', async () => {
    const m = await signUp(t);
    const before = await memberState(m);
    for (const [route, input] of [
      [r.lockPlayer, { memberId: m.memberId, reason: '' }],
      [r.lockPlayer, { memberId: 'abc', reason: 'x' }],
      [r.addPlayerNote, { memberId: m.memberId, text: ' ' }],
      [r.flagPlayerConcern, { memberId: m.memberId, text: 'x'.repeat(2001) }],
    ] as const) {
      expect((await staffCall(t, risk, route, input)).code).toBe(ErrorCode.VALIDATION);
    }
    expect(await memberState(m)).toEqual(before);
    expect(await mod.audit.search({ target: `member:${m.memberId}`, limit: 10 })).toEqual([]);
  });

  it('refuses each route without its permission', async () => {
    const m = await signUp(t);
    const marketing = await signIn(t, await makeStaff(mod, 'marketing'));
    const nobody = await signIn(t, await makeStaff(mod, 'finance'));
    await t.database.db.updateTable('staff_roles').set({ permissions: [] }).where('name', '=', 'finance').execute();
    const id = { memberId: m.memberId };
    const reads = [
      [r.searchPlayers, { by: 'member', q: m.memberId }],
      [r.playerOverview, id],
      [r.playerLedger, id],
      [r.playerPayments, id],
      [r.playerBets, id],
    ] as const;
    for (const [route, input] of reads)
      expect((await staffCall(t, nobody, route, input)).code, route.path).toBe(ErrorCode.STAFF_FORBIDDEN);
    const acts = [
      r.lockPlayer,
      r.unlockPlayer,
      r.kickOutPlayer,
      r.resetPlayerPassword,
      r.flagPlayerConcern,
      r.clearPlayerConcern,
      r.addPlayerNote,
    ] as const;
    for (const route of acts) {
      const a = await staffCall(t, marketing, route, { ...id, reason: 'x', text: 'x', flagId: '1' });
      expect(a.code, route.path).toBe(ErrorCode.STAFF_FORBIDDEN);
    }
    const adj = await staffCall(t, support, r.requestAdjustment, { ...id, direction: 'credit', amount: 100, reason: 'x' });
    expect(adj.code).toBe(ErrorCode.STAFF_FORBIDDEN);
    await t.database.db
      .updateTable('staff_roles')
      .set({ permissions: ['players.read', 'reports.read', 'money.adjust', 'four_eyes.approve', 'audit.read'] })
      .where('name', '=', 'finance')
      .execute();
  });
});
