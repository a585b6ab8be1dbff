import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestDatabase } from '../../test-support/test-database.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { LedgerService } from './ledger.service.js';
import { SeamlessTxRefusedError, SeamlessWallet, type GameTx } from './seamless-wallet.js';
import { createMembers, fund } from './ledger.test-kit.js';
import { verifyLedger } from './ledger-verify.js';

let h: DatabaseHandle;
let ledger: LedgerService;
let wallet: SeamlessWallet;

beforeAll(async () => {
  h = await createTestDatabase();
  ledger = new LedgerService({ db: h.db, bus: new MemoryBus() });
  wallet = new SeamlessWallet(ledger);
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).ok).toBe(true);
  await h.close();
});

function tx(gameId = `g${randomUUID().slice(0, 6)}`): GameTx {
  return { roundId: `round-${randomUUID().slice(0, 8)}`, txId: `tx-${randomUUID()}`, gameId };
}

async function funded(amount: number): Promise<string> {
  const [m] = await createMembers(h.db, 1);
  await fund(ledger, m!, amount);
  return m!;
}

const cashOf = async (m: string) => (await ledger.balances(m)).cash;

describe('seamless wallet', () => {
  it("debits a stake into the game's house and credits a win out of it, once per transaction id", async () => {
    const m = await funded(1_000);
    const stake = tx();
    const first = await wallet.debit(m, 300, stake);
    expect(first).toMatchObject({ balance: 700, replayed: false });
    expect(await wallet.debit(m, 300, stake)).toEqual({ ...first, replayed: true });
    expect(await ledger.systemBalance(`house:${stake.gameId}`, 'cash')).toBe(300);

    const win = { ...stake, txId: `tx-${randomUUID()}` };
    expect(await wallet.credit(m, 750, win)).toMatchObject({ balance: 1_450, replayed: false });
    expect(await wallet.credit(m, 750, win)).toMatchObject({ balance: 1_450, replayed: true });
    expect(await ledger.systemBalance(`house:${stake.gameId}`, 'cash')).toBe(-450);
  });

  it('records a zero win without moving money', async () => {
    const m = await funded(100);
    const r = await wallet.credit(m, 0, tx());
    expect(r).toMatchObject({ balance: 100, replayed: false });
  });

  it('refuses a stake larger than the cash balance', async () => {
    const m = await funded(100);
    const err = await wallet.debit(m, 101, tx()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await cashOf(m)).toBe(100);
  });

  it('refuses a transaction id reused for a different call', async () => {
    const m = await funded(500);
    const t = tx();
    await wallet.debit(m, 100, t);
    const err = await wallet.credit(m, 100, t).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SeamlessTxRefusedError);
    expect((err as SeamlessTxRefusedError).reason).toBe('duplicate');
    await expect(wallet.debit(m, 101, t)).rejects.toBeInstanceOf(SeamlessTxRefusedError);
    expect(await cashOf(m)).toBe(400);
  });

  it('refunds a rolled-back debit exactly once, however often the rollback comes', async () => {
    const m = await funded(1_000);
    const t = tx();
    await wallet.debit(m, 400, t);
    const first = await wallet.rollback(t.txId);
    expect(first).toEqual({ outcome: 'rolled_back', replayed: false, balance: 1_000, changes: [] });
    const again = await Promise.all(Array.from({ length: 10 }, () => wallet.rollback(t.txId)));
    expect(again.every((r) => r.outcome === 'rolled_back' && r.replayed)).toBe(true);
    expect(await cashOf(m)).toBe(1_000);
    expect(await ledger.systemBalance(`house:${t.gameId}`, 'cash')).toBe(0);
  });

  it('takes a rolled-back win back', async () => {
    const m = await funded(10);
    const t = tx();
    await wallet.credit(m, 90, t);
    expect(await wallet.rollback(t.txId)).toMatchObject({ outcome: 'rolled_back', balance: 10 });
  });

  it('leaves a tombstone for a rollback of an unknown transaction, so the late debit is refused', async () => {
    const m = await funded(1_000);
    const t = tx();
    expect(await wallet.rollback(t.txId)).toEqual({ outcome: 'voided', replayed: false, balance: null, changes: [] });
    const err = await wallet.debit(m, 200, t).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SeamlessTxRefusedError);
    expect((err as SeamlessTxRefusedError).reason).toBe('cancelled');
    expect(await cashOf(m)).toBe(1_000);
    expect(await wallet.rollback(t.txId)).toEqual({ outcome: 'voided', replayed: true, balance: null, changes: [] });
  });

  it('never keeps a stake when a debit and its rollback race', async () => {
    const m = await funded(10_000);
    for (let i = 0; i < 25; i++) {
      const t = tx('race');
      const [debit, rollback] = await Promise.allSettled([wallet.debit(m, 100, t), wallet.rollback(t.txId)]);
      expect(rollback.status).toBe('fulfilled');
      if (debit.status === 'rejected') expect(debit.reason).toBeInstanceOf(SeamlessTxRefusedError);
      expect(await cashOf(m)).toBe(10_000);
    }
  });

  it('rejects malformed transaction ids', async () => {
    const m = await funded(10);
    await expect(wallet.debit(m, 1, { ...tx(), txId: '' })).rejects.toThrow(/transaction id/);
    await expect(wallet.rollback('has spaces')).rejects.toThrow(/transaction id/);
  });
});
