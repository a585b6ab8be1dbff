/**
 * Staff reports against the ledger on a seeded scenario: deposits on two operators, a withdrawal with
 * withholding tax, stakes and wins in two games, on two Lusaka days either side of local midnight
 * (21:50Z and 22:10Z, 23:50 and 00:10 in Lusaka). Plus the CSV, the permission and bad ranges.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '@nyota/contract/money/minor';
import { routes } from '@nyota/contract/api/routes';
import type { Report } from '@nyota/contract/staff/schemas-reports';
import { LedgerService, SeamlessWallet, type TransferLeg } from '../ledger/index.js';
import {
  api,
  channelId,
  createPaymentsTestApp,
  fundByDeposit,
  signUp,
  waitForIntent,
  type PayTestApp,
  type SignedUp,
} from '../payments/payments.test-kit.js';
import { csvField } from './report-csv.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';

const DAY1 = '2026-03-10';
const DAY2 = '2026-03-11';
const AT1 = new Date('2026-03-10T21:50:00Z'); // 23:50 in Lusaka, day 1
const AT2 = new Date('2026-03-10T22:10:00Z'); // 00:10 in Lusaka, day 2 (the previous UTC day)

let t: PayTestApp;
let ledger: LedgerService;
let finance: StaffSignIn;
let support: StaffSignIn;
let withdrawalTax = 0;

/** The ledger stamps its own clock; to place what a block wrote on a chosen local day the test moves its rows there. */
async function placeAt(at: Date, run: () => Promise<string[]>): Promise<void> {
  const db = t.database.db;
  const before = await sql<{ t: string | null }>`select max(id) as t from ledger_transfers`.execute(db);
  const intents = await run();
  const since = before.rows[0]?.t ?? '0';
  await sql`alter table ledger_transfers disable trigger user`.execute(db);
  await sql`alter table ledger_entries disable trigger user`.execute(db);
  await sql`update ledger_transfers set created_at = ${at} where id > ${since}`.execute(db);
  await sql`update ledger_entries set created_at = ${at} where transfer_id > ${since}`.execute(db);
  await sql`alter table ledger_transfers enable trigger user`.execute(db);
  await sql`alter table ledger_entries enable trigger user`.execute(db);
  for (const id of intents) {
    await sql`update payment_intents set created_at = ${at}, finalized_at = ${at} where id = ${id}`.execute(db);
  }
}

async function spin(m: SignedUp, house: `house:${string}`, gameId: string, stake: number, prize: number): Promise<void> {
  const member = { member: m.memberId, kind: 'cash' } as const;
  const bank = { system: house, kind: 'cash' } as const;
  const legs: TransferLeg[] = [{ from: member, to: bank, amount: toMinor(stake) }];
  if (prize > 0) legs.push({ from: bank, to: member, amount: toMinor(prize) });
  await ledger.transfer({ idempotencyKey: `spin:${randomUUID()}`, kind: 'game_spin', legs, metadata: { gameId } });
}

async function getReport(from: string, to: string, as: StaffSignIn = finance) {
  const res = await t.app.inject({ method: 'GET', url: '/staff-api/reports/range', query: { from, to }, ...asStaff(as) });
  return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: Report | null }>() };
}

beforeAll(async () => {
  t = await createPaymentsTestApp();
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  const wallet = new SeamlessWallet(ledger);
  const staff = staffModuleOf(t);
  finance = await signIn(t, await makeStaff(staff, 'finance'));
  support = await signIn(t, await makeStaff(staff, 'support'));
  const a = await signUp(t);
  const b = await signUp(t);

  await placeAt(AT1, async () => {
    const dep = await fundByDeposit(t, a, 100_000);
    await wallet.debit(a.memberId, 20_000, { roundId: 'r1', txId: 'bet-1', gameId: 'crash' });
    await wallet.credit(a.memberId, 50_000, { roundId: 'r1', txId: 'win-1', gameId: 'crash' });
    await spin(a, 'house:savanna', '2', 10_000, 0);
    return [dep];
  });
  await placeAt(AT2, async () => {
    const dep = await fundByDeposit(t, b, 200_000);
    await spin(b, 'house:savanna', '2', 30_000, 5_000);
    const channel = String(await channelId(t, 'withdraw', 'AIRTEL'));
    const res = await api<{ tradeNo: string; tax: number }>(
      t,
      'POST',
      routes.withdrawInit.path,
      { money: '120000', message: '', channel, payChannel: 'AIRTEL' },
      a.token,
    );
    if (res.code !== 0) throw new Error(`withdraw: ${res.msg}`);
    withdrawalTax = res.data.tax;
    await waitForIntent(t, res.data.tradeNo, (i) => i.status === 'SUCCEEDED');
    return [dep, res.data.tradeNo];
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('staff reports', () => {
  it('split the figures on the Lusaka day and match the ledger', async () => {
    const { body } = await getReport(DAY1, DAY2);
    expect(body.code).toBe(0);
    const r = body.data!;
    expect(withdrawalTax).toBeGreaterThan(0);
    const [d1, d2] = r.days;
    expect(d1).toMatchObject({ day: DAY1, depositCount: 1, depositAmount: 100_000, withdrawalCount: 0 });
    expect(d1).toMatchObject({ stakes: 30_000, wins: 50_000, ggr: -20_000, exciseOwed: 2_000 + 1_000, newPlayers: 0 });
    expect(d1).toMatchObject({ ngr: -20_000 - 3_000, bonusCost: 0, withholdingTax: 0, activePlayers: 1 });
    expect(d2).toMatchObject({
      day: DAY2,
      depositCount: 1,
      depositAmount: 200_000,
      withdrawalCount: 1,
      withdrawalAmount: 120_000,
    });
    expect(d2).toMatchObject({ stakes: 30_000, wins: 5_000, ggr: 25_000, exciseOwed: 3_000, ngr: 22_000, activePlayers: 1 });
    expect(d2?.withholdingTax).toBe(withdrawalTax);
    expect(r.totals).toMatchObject({ ggr: 5_000, activePlayers: 2, withholdingTax: withdrawalTax });

    // The ledger's own balances: the houses hold exactly the GGR, tax_payable exactly the tax withheld.
    const houses = (await ledger.systemBalance('house:crash', 'cash')) + (await ledger.systemBalance('house:savanna', 'cash'));
    expect(r.totals.ggr).toBe(houses);
    expect(r.totals.withholdingTax + r.totals.depositTax).toBe(await ledger.systemBalance('tax_payable', 'cash'));
    const crash = r.gameTotals.find((g) => g.house === 'house:crash');
    expect(crash).toMatchObject({ name: 'Aviator', stakes: 20_000, wins: 50_000, measuredRtpBp: 25_000 });
    expect(crash?.publishedRtpBp).toBeGreaterThan(9_000);
    const slot = r.gameTotals.find((g) => g.house === 'house:savanna');
    expect(slot).toMatchObject({ stakes: 40_000, wins: 5_000, measuredRtpBp: 1_250 });

    const airtel = r.payments.filter((p) => p.operator === 'AIRTEL' && p.direction === 'deposit');
    expect(airtel.reduce((s, p) => s + p.amount, 0)).toBe(300_000);
    expect(airtel.every((p) => p.successRateBp === 10_000)).toBe(true);
    const cash = r.liabilities.find((l) => l.kind === 'cash')?.balance;
    const members = await sql<{
      s: string;
    }>`select sum(balance) as s from ledger_accounts where member_id is not null and kind = 'cash'`.execute(t.database.db);
    expect(cash).toBe(Number(members.rows[0]?.s));
  });

  it('exports a table as CSV with a filename', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/staff-api/reports/csv',
      query: { from: DAY1, to: DAY2, table: 'games' },
      ...asStaff(finance),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="nyota-zm-games-${DAY1}-${DAY2}.csv"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFday,game,house_account,stakes,wins,ggr,excise_owed,ngr,rtp_measured_pct,rtp_published_pct');
    expect(lines).toContain(
      `${DAY1},Aviator,house:crash,200,500,-300,20,-320,250.00,${lines
        .find((l) => l.includes('Aviator'))
        ?.split(',')
        .at(-1)}`,
    );
  });

  it('quotes CSV fields per RFC 4180 and defuses formulas', () => {
    expect(csvField('MTN, Zambia')).toBe('"MTN, Zambia"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=cmd()')).toBe("'=cmd()");
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('Ñyota')).toBe('Ñyota');
    expect(csvField(null)).toBe('');
  });

  it('refuses a staff member without reports.read', async () => {
    const { status, body } = await getReport(DAY1, DAY2, support);
    expect(status).toBe(403);
    expect(body.msg).toContain('reports.read');
  });

  it('refuses bad ranges with a clear message', async () => {
    expect((await getReport(DAY2, DAY1)).body.msg).toBe('The first day must not be after the last day.');
    expect((await getReport('2025-01-01', '2026-01-02')).body.msg).toMatch(/at most 366 days/);
    expect((await getReport('2025-02-30', '2025-03-01')).body.msg).toMatch(/YYYY-MM-DD/);
    expect((await getReport('2025-01-01', '2026-01-01')).body.code).toBe(0);
  });
});
