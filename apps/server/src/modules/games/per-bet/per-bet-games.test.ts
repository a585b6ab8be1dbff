/**
 * Per-bet games against a real node and database: a slot or wheel spin moves exactly its stake and
 * prize through the ledger in one transaction and records the bet; its outcome is the fairness
 * package's for the seeds revealed later; nonces count up and are never shared, even by concurrent
 * spins; a short balance leaves nothing behind; rotation reveals the seed (and is refused while a
 * spin holds the pair, on PostgreSQL where two sessions exist); the ledger verifies clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import type {
  RotateSeedData,
  SeedPairData,
  SlotSpinData,
  WheelConfigData,
  WheelSpinData,
} from '@nyota/contract/api/per-bet-games';
import {
  COIN_SPIN_TABLE,
  DIAMOND_SPIN_TABLE,
  hashServerSeed,
  playSlotRound,
  SAVANNA_SLOT,
  slotPayout,
  spinWheel,
} from '@nyota/fairness';
import { createTestApp, envelope, type EnvelopeBody, type TestApp } from '../../../test-support/test-app.js';
import { get, post, signUp, type SignedUp } from '../../auth/auth.test-kit.js';
import { MemoryBus } from '../../../platform/bus/memory-bus.js';
import { LedgerService } from '../../ledger/index.js';
import { fund } from '../../ledger/ledger.test-kit.js';
import { verifyLedger } from '../../ledger/index.js';
import type { MemberAccountKind } from '../../ledger/index.js';
import { SeedPairsService } from '../seeds/index.js';

let t: TestApp;
let ledger: LedgerService;

beforeAll(async () => {
  t = await createTestApp();
  ledger = new LedgerService({ db: t.database.db, bus: new MemoryBus() });
});
afterAll(async () => {
  await t?.close();
});

async function player(cash = 0, kind: MemberAccountKind = 'cash'): Promise<SignedUp> {
  const m = await signUp(t);
  if (cash > 0) await fund(ledger, m.memberId, cash, kind);
  return m;
}

async function seeds(m: SignedUp, gameId: number): Promise<SeedPairData> {
  const r = envelope<SeedPairData>(await get(t, `${routes.perBetSeeds.path}?gameId=${gameId}`, { token: m.token }));
  expect(r.code).toBe(0);
  return r.data;
}

async function slotSpin(m: SignedUp, stake: number, lang = 'en'): Promise<EnvelopeBody<SlotSpinData>> {
  const res = await post(t, routes.slotSpin.path, { gameId: '2', stake: String(stake) }, { token: m.token, headers: { lang } });
  return envelope<SlotSpinData>(res);
}

async function wheelSpin(m: SignedUp, gameId: number): Promise<EnvelopeBody<WheelSpinData>> {
  return envelope<WheelSpinData>(await post(t, routes.wheelSpin.path, { gameId: String(gameId) }, { token: m.token }));
}

async function rotate(m: SignedUp, gameId: number, clientSeed: string): Promise<EnvelopeBody<RotateSeedData>> {
  return envelope<RotateSeedData>(
    await post(t, routes.perBetRotateSeed.path, { gameId: String(gameId), clientSeed }, { token: m.token }),
  );
}

async function betsOf(memberId: string) {
  return t.database.db.selectFrom('game_bets').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

describe('per-bet games', () => {
  it('serves configs without a session: slot paytable and RTP, wheel tables with hash', async () => {
    const slot = envelope<{ rtpBp: number; stakeStep: number; stakes: number[] }>(
      await get(t, `${routes.slotConfig.path}?gameId=2`),
    );
    expect(slot.code).toBe(0);
    expect(slot.data.rtpBp).toBe(9608);
    expect(slot.data.stakeStep).toBe(SAVANNA_SLOT.paylines.length);
    const wheel = envelope<WheelConfigData>(await get(t, `${routes.wheelConfig.path}?gameId=${GameId.COIN_SPIN}`));
    expect(wheel.data).toMatchObject({ game: 'coinspin-1', version: 1, spinMs: 5000, circles: 15, stars: 24, rtpBp: 6900 });
    expect(wheel.data.tableHash).toMatch(/^[0-9a-f]{64}$/);
    const unknown = envelope(await get(t, `${routes.wheelConfig.path}?gameId=2`));
    expect(unknown.code).toBe(ErrorCode.VALIDATION);
    expect(unknown.msg).toBe('This game does not exist');
  });

  it('needs a session for seeds and spins', async () => {
    expect(envelope(await get(t, `${routes.perBetSeeds.path}?gameId=2`)).code).toBe(ErrorCode.SESSION_GONE);
    expect(envelope(await post(t, routes.slotSpin.path, { gameId: '2', stake: '100' })).code).toBe(ErrorCode.SESSION_GONE);
  });

  it('settles a slot spin through the ledger, records it, and the revealed seed reproduces it', async () => {
    const m = await player(50_000);
    const before = await seeds(m, 2);
    expect(before.current.nonce).toBe(0);
    expect(before.previous).toBeNull();
    const houseBefore = await ledger.systemBalance('house:savanna', 'cash');

    const spins: SlotSpinData[] = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await slotSpin(m, 1_000);
      expect(r.code).toBe(0);
      spins.push(r.data);
    }
    expect(spins.map((s) => s.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(spins.every((s) => s.serverSeedHash === before.current.serverSeedHash)).toBe(true);
    const paid = spins.reduce((sum, s) => sum + s.payout, 0);
    expect((await ledger.balances(m.memberId)).cash).toBe(50_000 - 5_000 + paid);
    expect(spins.at(-1)?.balance).toBe(50_000 - 5_000 + paid);
    expect((await ledger.systemBalance('house:savanna', 'cash')) - houseBefore).toBe(5_000 - paid);
    expect((await seeds(m, 2)).current.nonce).toBe(5);

    const rows = await betsOf(m.memberId);
    expect(rows.map((r) => [r.game_id, Number(r.stake), Number(r.payout)])).toEqual(spins.map((s) => [2, 1_000, s.payout]));
    expect(rows[0]?.fairness).toMatchObject({ serverSeedHash: before.current.serverSeedHash, nonce: 0 });
    expect(rows[0]?.config_version).toMatch(/^savanna-sunset@1:[0-9a-f]{64}$/);

    const rotated = await rotate(m, 2, 'my-own-seed');
    expect(rotated.code).toBe(0);
    const { revealed, current } = rotated.data;
    expect(revealed).toMatchObject({
      serverSeedHash: before.current.serverSeedHash,
      clientSeed: before.current.clientSeed,
      nonce: 5,
    });
    expect(hashServerSeed(revealed.serverSeed)).toBe(before.current.serverSeedHash);
    // The committed next seed became active, with the player's client seed, from nonce 0.
    expect(current).toMatchObject({ serverSeedHash: before.current.nextServerSeedHash, clientSeed: 'my-own-seed', nonce: 0 });
    expect(current.nextServerSeedHash).not.toBe(before.current.nextServerSeedHash);
    for (const s of spins) {
      const round = playSlotRound(SAVANNA_SLOT, {
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce: s.nonce,
      });
      expect(round.base.stops).toEqual(s.base.stops);
      expect(round.freeSpins.length).toBe(s.freeSpins.length);
      expect(slotPayout(SAVANNA_SLOT, 1_000, round)).toBe(s.payout);
    }
    expect((await seeds(m, 2)).previous).toEqual(revealed);
    const next = await slotSpin(m, 100);
    expect(next.data).toMatchObject({ nonce: 0, clientSeed: 'my-own-seed', serverSeedHash: current.serverSeedHash });
  });

  it('refuses bad stakes and client seeds with localised messages', async () => {
    const m = await player(10_000);
    const odd = await slotSpin(m, 105);
    expect(odd.code).toBe(ErrorCode.VALIDATION);
    expect(odd.msg).toBe('The stake must be 1.00-100.00, in steps of 0.10');
    expect((await slotSpin(m, 20_000)).code).toBe(ErrorCode.VALIDATION);
    expect((await slotSpin(m, 50, 'sw')).msg).toBe('Dau lazima liwe 1.00-100.00, kwa hatua za 0.10');
    const badSeed = await rotate(m, 2, 'has space');
    expect(badSeed.code).toBe(ErrorCode.VALIDATION);
    expect(badSeed.msg).toMatch(/client seed/);
    expect(await betsOf(m.memberId)).toEqual([]);
  });

  it('records nothing and keeps the nonce when the balance is short', async () => {
    const m = await player(500);
    const r = await slotSpin(m, 1_000);
    expect(r.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(r.msg).toBe('Insufficient balance! Deposit now and get extra bonus');
    expect(await betsOf(m.memberId)).toEqual([]);
    expect((await seeds(m, 2)).current.nonce).toBe(0);
    expect((await ledger.balances(m.memberId)).cash).toBe(500);
    const coins = await wheelSpin(m, GameId.COIN_SPIN);
    expect(coins.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await betsOf(m.memberId)).toEqual([]);
  });

  it('never overdraws nor reuses a nonce under concurrent spins of one account', { timeout: 60_000 }, async () => {
    // Enough for 12 spins at most; 20 race for it. Wins may pay for a few more.
    const m = await player(12_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => slotSpin(m, 1_000)));
    const ok = results.filter((r) => r.code === 0).map((r) => r.data);
    const refused = results.filter((r) => r.code === ErrorCode.INSUFFICIENT_BALANCE);
    expect(ok.length + refused.length).toBe(20);
    expect(ok.length).toBeGreaterThanOrEqual(12);
    const nonces = ok.map((s) => s.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: ok.length }, (_, i) => i));
    const paid = ok.reduce((sum, s) => sum + s.payout, 0);
    const cash = (await ledger.balances(m.memberId)).cash;
    expect(cash).toBe(12_000 - ok.length * 1_000 + paid);
    expect(cash).toBeGreaterThanOrEqual(0);
    expect((await betsOf(m.memberId)).length).toBe(ok.length);
    expect((await seeds(m, 2)).current.nonce).toBe(ok.length);
  });

  it('spins the coin and diamond wheels with their own units and seeds', async () => {
    const m = await player(20_000, 'coin');
    await fund(ledger, m.memberId, 5_000, 'diamond');
    const start = await ledger.balances(m.memberId);
    const coinSeeds = await seeds(m, GameId.COIN_SPIN);
    const coin = [];
    for (let i = 0; i < 10; i += 1) {
      const r = await wheelSpin(m, GameId.COIN_SPIN);
      expect(r.code).toBe(0);
      coin.push(r.data);
    }
    const diamond = await wheelSpin(m, GameId.DIAMOND_SPIN);
    expect(diamond.code).toBe(0);
    expect(diamond.data.nonce).toBe(0);
    expect(coin.map((s) => s.nonce)).toEqual([...Array(10).keys()]);

    const won = (kind: string, spins: WheelSpinData[]) =>
      spins.reduce((sum, s) => sum + (s.prize.kind === kind ? s.prize.amount : 0), 0);
    const end = await ledger.balances(m.memberId);
    expect(end.coin).toBe(start.coin - 10 * 1_000 + won('coin', coin));
    expect(end.diamond).toBe(start.diamond - 1_000 + won('diamond', [diamond.data]));
    expect(end.cash).toBe(start.cash + won('cash', coin) + won('cash', [diamond.data]));

    const revealed = (await rotate(m, GameId.COIN_SPIN, 'wheel-seed')).data.revealed;
    expect(revealed.serverSeedHash).toBe(coinSeeds.current.serverSeedHash);
    for (const s of coin) {
      const again = spinWheel(COIN_SPIN_TABLE, {
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce: s.nonce,
      });
      expect(again.segmentIndex).toBe(s.segmentIndex);
      expect(again.segment.prize).toEqual(s.prize);
    }
    expect(diamond.data.tableHash).not.toBe(coin[0]?.tableHash);
    expect(DIAMOND_SPIN_TABLE.segments[diamond.data.segmentIndex]?.prize).toEqual(diamond.data.prize);
    const rows = await betsOf(m.memberId);
    expect(rows.length).toBe(11);
    expect(rows.filter((r) => r.unit === 'coin').every((r) => Number(r.stake) === 1_000)).toBe(true);
  });

  it.skipIf(t?.database.kind === 'pglite' || !process.env['TEST_DATABASE_URL'])(
    'refuses a rotation while a spin holds the seed pair',
    async () => {
      const m = await player();
      await seeds(m, 2);
      const service = new SeedPairsService(t.database.db);
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = (): void => undefined;
      const lockedNow = new Promise<void>((resolve) => (locked = resolve));
      const spin = t.database.db.transaction().execute(async (trx) => {
        await service.takeNonce(trx, m.memberId, GameId.SAVANNA_SLOT);
        locked();
        await held;
        throw new Error('abandon the spin');
      });
      await lockedNow;
      const refused = await rotate(m, 2, 'while-open');
      release();
      await expect(spin).rejects.toThrow('abandon the spin');
      expect(refused.code).toBe(ErrorCode.ROUND_OPEN);
      expect((await rotate(m, 2, 'after')).code).toBe(0);
    },
  );

  it('leaves the ledger verifying clean', async () => {
    const report = await verifyLedger(t.database.db);
    expect(report.violations).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
