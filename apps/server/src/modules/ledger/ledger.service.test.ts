import { MinorRangeError, toMinor } from '@nyota/contract/money/minor';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { memberBusMessage } from '@nyota/contract/im/bus';
import { memberTopic, type ImMemberPush } from '@nyota/contract/realtime';
import { createTestDatabase } from '../../test-support/test-database.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  InvalidTransferError,
  LedgerConflictError,
  type AccountRef,
  type SystemAccountName,
  type TransferRequest,
} from './ledger.api.js';
import { LedgerService } from './ledger.service.js';
import { createMembers, fund } from './ledger.test-kit.js';
import { verifyLedger } from './ledger-verify.js';

let h: DatabaseHandle;
let bus: MemoryBus;
let ledger: LedgerService;

beforeAll(async () => {
  h = await createTestDatabase();
  bus = new MemoryBus();
  ledger = new LedgerService({ db: h.db, bus });
});
afterAll(async () => {
  await h.close();
});

const cash = (member: string): AccountRef => ({ member, kind: 'cash' });
const house = (): SystemAccountName => `house:g${randomUUID().slice(0, 8)}`;
const key = () => `test:${randomUUID()}`;

function bet(member: string, game: SystemAccountName, amount: number, idempotencyKey = key()): TransferRequest {
  return {
    idempotencyKey,
    kind: 'bet',
    legs: [{ from: cash(member), to: { system: game, kind: 'cash' }, amount: toMinor(amount) }],
  };
}

async function transferCount(idempotencyKey: string): Promise<number> {
  const rows = await h.db.selectFrom('ledger_transfers').select('id').where('idempotency_key', '=', idempotencyKey).execute();
  return rows.length;
}

async function expectInsufficient(p: Promise<unknown>): Promise<void> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
  expect((err as AppError).key).toBe('errors.insufficient_balance_deposit');
}

describe('transfers', () => {
  it('moves money from a member to a game house and back, creating accounts on first use', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    expect(await ledger.balances(m!)).toEqual({ cash: 0, trial: 0, coin: 0, diamond: 0, voucher: 0 });
    await fund(ledger, m!, 10_000);
    const r = await ledger.transfer(bet(m!, game, 2_500));
    expect(r.replayed).toBe(false);
    expect(r.memberBalances).toEqual([{ memberId: m, kind: 'cash', balance: 7_500 }]);
    await ledger.transfer({
      idempotencyKey: key(),
      kind: 'win',
      legs: [{ from: { system: game, kind: 'cash' }, to: cash(m!), amount: toMinor(4_000) }],
    });
    expect((await ledger.balances(m!)).cash).toBe(11_500);
    expect(await ledger.balancesOf(m!)).toMatchObject({ money: 11_500, trial: 0 });
    // The house paid out more than it took: system accounts may go negative.
    expect(await ledger.systemBalance(game, 'cash')).toBe(-1_500);
  });

  it('refuses an overdraft with INSUFFICIENT_BALANCE and writes nothing, leaving the key free', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    await fund(ledger, m!, 1_000);
    const req = bet(m!, game, 1_001);
    await expectInsufficient(ledger.transfer(req));
    expect(await ledger.balances(m!)).toMatchObject({ cash: 1_000 });
    expect(await ledger.systemBalance(game, 'cash')).toBe(0);
    expect(await transferCount(req.idempotencyKey)).toBe(0);
    // After a top-up the same request goes through under the same key.
    await fund(ledger, m!, 1);
    expect((await ledger.transfer(req)).replayed).toBe(false);
    expect((await ledger.balances(m!)).cash).toBe(0);
  });

  it('applies several legs atomically: a failing later leg undoes the earlier ones', async () => {
    const [a, b] = await createMembers(h.db, 2);
    await fund(ledger, a!, 500);
    const req: TransferRequest = {
      idempotencyKey: key(),
      kind: 'gift',
      legs: [
        { from: cash(a!), to: cash(b!), amount: toMinor(300) },
        { from: cash(a!), to: { system: 'fees', kind: 'cash' }, amount: toMinor(201) },
      ],
    };
    await expectInsufficient(ledger.transfer(req));
    expect((await ledger.balances(a!)).cash).toBe(500);
    expect((await ledger.balances(b!)).cash).toBe(0);

    const ok = await ledger.transfer({
      ...req,
      idempotencyKey: key(),
      legs: [req.legs[0]!, { ...req.legs[1]!, amount: toMinor(200) }],
    });
    expect(ok.memberBalances.sort((x, y) => x.memberId.localeCompare(y.memberId))).toEqual(
      [
        { memberId: a, kind: 'cash', balance: 0 },
        { memberId: b, kind: 'cash', balance: 300 },
      ].sort((x, y) => x.memberId!.localeCompare(y.memberId!)),
    );
  });

  it('checks every leg in order: a member cannot spend money that only arrives in a later leg', async () => {
    const [a, b] = await createMembers(h.db, 2);
    await fund(ledger, b!, 100);
    await expectInsufficient(
      ledger.transfer({
        idempotencyKey: key(),
        kind: 'swap',
        legs: [
          { from: cash(a!), to: cash(b!), amount: toMinor(50) },
          { from: cash(b!), to: cash(a!), amount: toMinor(100) },
        ],
      }),
    );
    // The other order is fine: a receives first, then pays.
    await ledger.transfer({
      idempotencyKey: key(),
      kind: 'swap',
      legs: [
        { from: cash(b!), to: cash(a!), amount: toMinor(100) },
        { from: cash(a!), to: cash(b!), amount: toMinor(50) },
      ],
    });
    expect((await ledger.balances(a!)).cash).toBe(50);
    expect((await ledger.balances(b!)).cash).toBe(50);
  });

  it('keeps units apart: each kind has its own balance and a leg cannot cross kinds', async () => {
    const [m] = await createMembers(h.db, 1);
    await fund(ledger, m!, 70, 'coin');
    await fund(ledger, m!, 3, 'diamond');
    expect(await ledger.balances(m!)).toEqual({ cash: 0, trial: 0, coin: 70, diamond: 3, voucher: 0 });
    const crossing = {
      idempotencyKey: key(),
      kind: 'exchange',
      legs: [{ from: { member: m!, kind: 'coin' }, to: { system: 'promotion_expense', kind: 'cash' }, amount: 10 }],
    } as TransferRequest;
    await expect(ledger.transfer(crossing)).rejects.toBeInstanceOf(InvalidTransferError);
  });

  it('rejects malformed requests before touching the database', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    for (const amount of [0, -5]) {
      await expect(ledger.transfer(bet(m!, game, amount))).rejects.toBeInstanceOf(InvalidTransferError);
    }
    // A fraction or an unsafe amount cannot even become a leg's Minor.
    for (const amount of [1.5, Number.MAX_SAFE_INTEGER + 1]) expect(() => bet(m!, game, amount)).toThrow(MinorRangeError);
    await expect(
      ledger.transfer({ idempotencyKey: key(), kind: 'loop', legs: [{ from: cash(m!), to: cash(m!), amount: toMinor(1) }] }),
    ).rejects.toBeInstanceOf(InvalidTransferError);
    await expect(ledger.transfer(bet('999999999', game, 1))).rejects.toBeInstanceOf(InvalidTransferError);
    await expect(ledger.transfer({ ...bet(m!, game, 1), idempotencyKey: '' })).rejects.toBeInstanceOf(InvalidTransferError);
    await expect(
      ledger.transfer({
        ...bet(m!, game, 1),
        legs: [{ from: cash(m!), to: { system: 'bank' as SystemAccountName, kind: 'cash' }, amount: toMinor(1) }],
      }),
    ).rejects.toBeInstanceOf(InvalidTransferError);
  });
});

describe('idempotency', () => {
  it('returns the first result for a replay without moving money again', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    await fund(ledger, m!, 1_000);
    const req = { ...bet(m!, game, 400), metadata: { roundId: 'r1', multiplier: 1.5, auto: false, note: null } };
    const first = await ledger.transfer(req);
    const again = await ledger.transfer({ ...req, metadata: { note: null, auto: false, multiplier: 1.5, roundId: 'r1' } });
    expect(again).toEqual({ transferId: first.transferId, replayed: true, createdAt: first.createdAt, memberBalances: [] });
    expect((await ledger.balances(m!)).cash).toBe(600);
  });

  it('stores keys and metadata with quotes, commas, braces and backslashes exactly', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    await fund(ledger, m!, 100);
    const odd = 'a "quoted", {braced} \\ back\\slash, tab\t, ümlaut, 🎲';
    const req = { ...bet(m!, game, 5, `odd:{${randomUUID()}}, "x" \\`), metadata: { [odd]: odd, n: -0.5 } };
    const first = await ledger.transfer(req);
    expect((await ledger.transfer(req)).transferId).toBe(first.transferId);
    expect((await ledger.transferByKey(req.idempotencyKey))?.metadata).toEqual({ [odd]: odd, n: -0.5 });
    expect((await ledger.history(m!, 'cash', { limit: 1 }))[0]?.metadata).toEqual({ [odd]: odd, n: -0.5 });
    expect((await verifyLedger(h.db)).violations).toEqual([]);
  });

  it('refuses the same key with a different request (LedgerConflictError) and changes nothing', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    await fund(ledger, m!, 1_000);
    const req = bet(m!, game, 400);
    await ledger.transfer(req);
    await expect(ledger.transfer({ ...req, legs: [{ ...req.legs[0]!, amount: toMinor(401) }] })).rejects.toBeInstanceOf(
      LedgerConflictError,
    );
    await expect(ledger.transfer({ ...req, kind: 'other' })).rejects.toBeInstanceOf(LedgerConflictError);
    await expect(ledger.transfer({ ...req, metadata: { x: 1 } })).rejects.toBeInstanceOf(LedgerConflictError);
    expect((await ledger.balances(m!)).cash).toBe(600);
    expect(await transferCount(req.idempotencyKey)).toBe(1);
  });

  it('applies exactly one of many concurrent requests with the same key; the rest replay it', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    await fund(ledger, m!, 1_000);
    const req = bet(m!, game, 300);
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.transfer(req)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await ledger.balances(m!)).cash).toBe(700);
  });
});

describe('sharded system accounts', () => {
  it('spreads a hot house over shards and reads it as their sum', async () => {
    const members = await createMembers(h.db, 4);
    const game = house();
    for (const m of members) await fund(ledger, m, 1_000);
    for (let i = 0; i < 60; i++) await ledger.transfer(bet(members[i % 4]!, game, 10));
    const shards = await h.db
      .selectFrom('ledger_accounts')
      .select(['shard', 'balance'])
      .where('system_name', '=', game)
      .execute();
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(16);
    expect(await ledger.systemBalance(game, 'cash')).toBe(600);
  });
});

describe('database guards', () => {
  it('has a CHECK that no member balance goes negative, whatever code writes it', async () => {
    const [m] = await createMembers(h.db, 1);
    await fund(ledger, m!, 10);
    const err = await sql`update ledger_accounts set balance = -1 where member_id = ${m!}`.execute(h.db).catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('23514');
    // A system account may go negative: clearing:sandbox paid for the deposit above.
    expect(await ledger.systemBalance('clearing:sandbox', 'cash')).toBeLessThan(0);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on transfers and entries', async () => {
    const [m] = await createMembers(h.db, 1);
    await fund(ledger, m!, 10);
    for (const table of ['ledger_transfers', 'ledger_entries']) {
      for (const statement of [
        sql`update ${sql.table(table)} set created_at = now()`,
        sql`delete from ${sql.table(table)}`,
        sql`truncate ${sql.table(table)} cascade`,
      ]) {
        await expect(statement.execute(h.db)).rejects.toThrow(/append-only/);
      }
    }
    expect((await ledger.balances(m!)).cash).toBe(10);
  });
});

describe('inside the caller transaction', () => {
  it('commits and rolls back with the caller, and leaves the balance push to the caller', async () => {
    const [m] = await createMembers(h.db, 1);
    const pushes = await listen(m!);
    const rolledBack = key();
    await h.db
      .transaction()
      .execute(async (trx) => {
        await ledger.transfer(
          {
            idempotencyKey: rolledBack,
            kind: 'deposit',
            legs: [{ from: { system: 'clearing:sandbox', kind: 'cash' }, to: cash(m!), amount: toMinor(900) }],
          },
          { trx },
        );
        expect((await ledger.balances(m!, { trx })).cash).toBe(900);
        throw new Error('caller fails after the transfer');
      })
      .catch(() => undefined);
    expect((await ledger.balances(m!)).cash).toBe(0);
    expect(await transferCount(rolledBack)).toBe(0);

    const result = await h.db.transaction().execute((trx) =>
      ledger.transfer(
        {
          idempotencyKey: rolledBack,
          kind: 'deposit',
          legs: [{ from: { system: 'clearing:sandbox', kind: 'cash' }, to: cash(m!), amount: toMinor(900) }],
        },
        { trx },
      ),
    );
    expect((await ledger.balances(m!)).cash).toBe(900);
    await settle();
    expect(pushes).toEqual([]);
    await ledger.publishBalances(result.memberBalances);
    await settle();
    expect(pushes).toEqual([{ object: 'CashAccount', event: 'Change', data: { balance: 900 } }]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });
});

describe('balance pushes', () => {
  it('pushes each changed balance to the member after commit, on the object of its kind', async () => {
    const [m] = await createMembers(h.db, 1);
    const pushes = await listen(m!);
    await fund(ledger, m!, 250);
    await fund(ledger, m!, 5, 'coin');
    await settle();
    expect(pushes).toEqual([
      { object: 'CashAccount', event: 'Change', data: { balance: 250 } },
      { object: 'CoinAccount', event: 'Change', data: { balance: 5 } },
    ]);
    pushes.length = 0;
    await ledger.publishBalances([
      { memberId: m!, kind: 'trial', balance: toMinor(1) },
      { memberId: m!, kind: 'trial', balance: toMinor(2) },
      { memberId: m!, kind: 'diamond', balance: toMinor(3) },
      { memberId: m!, kind: 'voucher', balance: toMinor(4) },
    ]);
    await settle();
    expect(pushes).toEqual([
      { object: 'TrialAccount', event: 'Change', data: { balance: 2 } },
      { object: 'DiamondAccount', event: 'Change', data: { balance: 3 } },
      { object: 'VoucherAccount', event: 'Change', data: { balance: 4 } },
    ]);
  });

  it('still reports a committed transfer when the push fails', async () => {
    const [m] = await createMembers(h.db, 1);
    const warnings: string[] = [];
    const broken = new LedgerService({
      db: h.db,
      bus: {
        ...bus,
        kind: 'memory',
        publish: () => Promise.reject(new Error('bus down')),
        subscribe: bus.subscribe,
        close: bus.close,
      },
      log: { warn: (_obj, msg) => warnings.push(msg) },
    });
    await fund(broken, m!, 40);
    expect((await ledger.balances(m!)).cash).toBe(40);
    expect(warnings).toEqual(['ledger balance push failed']);
  });
});

describe('history and stored transfers', () => {
  it('lists a member account newest first, page by page', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    await fund(ledger, m!, 1_000);
    for (let i = 1; i <= 5; i++) await ledger.transfer({ ...bet(m!, game, i * 10), metadata: { roundId: `r${i}` } });
    const page1 = await ledger.history(m!, 'cash', { limit: 4 });
    expect(page1.map((e) => [e.transferKind, e.amount, e.balanceAfter])).toEqual([
      ['bet', -50, 850],
      ['bet', -40, 900],
      ['bet', -30, 940],
      ['bet', -20, 970],
    ]);
    expect(page1[0]!.metadata).toEqual({ roundId: 'r5' });
    const page2 = await ledger.history(m!, 'cash', { limit: 4, beforeId: page1[3]!.id });
    expect(page2.map((e) => [e.transferKind, e.amount, e.balanceAfter])).toEqual([
      ['bet', -10, 990],
      ['deposit', 1_000, 1_000],
    ]);
    // A cursor from someone else's account shows nothing of this one.
    const [other] = await createMembers(h.db, 1);
    await fund(ledger, other!, 1);
    const foreign = (await ledger.history(other!, 'cash'))[0]!.id;
    expect(await ledger.history(m!, 'cash', { beforeId: foreign })).toEqual([]);
  });

  it('reads a stored transfer back with its legs on logical accounts', async () => {
    const [m] = await createMembers(h.db, 1);
    const game = house();
    await fund(ledger, m!, 100);
    const req: TransferRequest = {
      idempotencyKey: key(),
      kind: 'bet',
      legs: [
        { from: cash(m!), to: { system: game, kind: 'cash' }, amount: toMinor(90) },
        { from: cash(m!), to: { system: 'tax_payable', kind: 'cash' }, amount: toMinor(10) },
      ],
      metadata: { roundId: 'x' },
    };
    const r = await ledger.transfer(req);
    expect(await ledger.transferByKey(req.idempotencyKey)).toEqual({
      transferId: r.transferId,
      idempotencyKey: req.idempotencyKey,
      kind: 'bet',
      metadata: { roundId: 'x' },
      createdAt: r.createdAt,
      legs: req.legs,
    });
    expect(await ledger.transferByKey('no-such-key')).toBeNull();
  });
});

async function listen(memberId: string): Promise<ImMemberPush[]> {
  const got: ImMemberPush[] = [];
  await bus.subscribe(memberTopic(memberId), (m) => {
    // Parsed, so every push these tests see is also checked against the contract.
    const msg = memberBusMessage.parse(m);
    if (msg.kind === 'push') got.push(msg.message);
  });
  return got;
}

/** MemoryBus delivers on a microtask; a macrotask later everything published has arrived. */
const settle = () => new Promise((r) => setTimeout(r, 0));
