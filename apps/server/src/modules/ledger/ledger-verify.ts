/**
 * Proves the ledger's invariants from the stored rows alone (ARCHITECTURE.md#money, reliability §1.4):
 *  - sum_zero: per unit, account balances sum to zero, and so do entries;
 *  - balance_matches_entries: each account's balance, entry count and last hash agree with its entries;
 *  - no_negative_member: no member balance, and no member entry's balance_after, below zero;
 *  - chain_intact: each entry's hash recomputes from its fields and the previous entry of its
 *    account, seqs run 1, 2, 3... and each balance_after follows from the one before;
 *  - transfer_balanced: each leg of each transfer is one debit and one credit of the same amount
 *    and unit, legs numbered 0..n-1;
 *  - transfer_content: each transfer's request hash recomputes from its key, kind, metadata and legs.
 * Two streaming passes (by account, by transfer) keep memory flat whatever the ledger's size.
 */
import type { Db } from '../../platform/db/database.js';
import { entryHash, requestHash } from './canonical.js';
import type { AccountRef, SystemAccountName } from './ledger.api.js';
import {
  LedgerVerifyRepo,
  type VerifyAccountRow,
  type VerifyEntryRow,
  type VerifyLegEntryRow,
  type VerifyTransferRow,
} from './ledger-verify.repo.js';

export const LEDGER_CHECKS = [
  'sum_zero',
  'balance_matches_entries',
  'no_negative_member',
  'chain_intact',
  'transfer_balanced',
  'transfer_content',
] as const;
export type LedgerCheck = (typeof LEDGER_CHECKS)[number];

export const LEDGER_CHECK_TITLES: Record<LedgerCheck, string> = {
  sum_zero: 'balances and entries sum to zero per unit',
  balance_matches_entries: "every account's balance equals the sum of its entries",
  no_negative_member: 'no member balance below zero',
  chain_intact: "every entry's chain hash intact",
  transfer_balanced: 'every transfer balanced per unit',
  transfer_content: "every transfer's content matches its request hash",
};

export interface LedgerViolation {
  check: LedgerCheck;
  message: string;
}

export interface LedgerReport {
  ok: boolean;
  counts: { accounts: number; transfers: number; entries: number };
  /** Violations found per check (all of them, even beyond the listed ones). */
  violationCounts: Record<LedgerCheck, number>;
  /** The first `maxListed` violations per check, in the order found. */
  violations: LedgerViolation[];
  durationMs: number;
}

export interface VerifyOptions {
  maxListed?: number;
  pageSize?: number;
}

export async function verifyLedger(db: Db, opts: VerifyOptions = {}): Promise<LedgerReport> {
  const started = Date.now();
  const repo = new LedgerVerifyRepo(db);
  const found = new Findings(opts.maxListed ?? 50);
  const pageSize = opts.pageSize ?? 5000;

  const counts = await repo.counts();
  for (const s of await repo.balanceSumsByUnit()) {
    if (s.total !== 0n) found.add('sum_zero', `${s.kind}: account balances sum to ${s.total}, not 0`);
  }
  for (const s of await repo.entrySumsByUnit()) {
    if (s.total !== 0n) found.add('sum_zero', `${s.kind}: entries sum to ${s.total}, not 0`);
  }
  await checkAccounts(repo, found, pageSize);
  await checkTransfers(repo, found, Math.max(1, Math.floor(pageSize / 10)));

  const violationCounts = found.counts;
  return {
    ok: LEDGER_CHECKS.every((c) => violationCounts[c] === 0),
    counts,
    violationCounts,
    violations: found.listed,
    durationMs: Date.now() - started,
  };
}

class Findings {
  readonly counts = Object.fromEntries(LEDGER_CHECKS.map((c) => [c, 0])) as Record<LedgerCheck, number>;
  readonly listed: LedgerViolation[] = [];
  constructor(private readonly maxListed: number) {}
  add(check: LedgerCheck, message: string): void {
    this.counts[check] += 1;
    if (this.counts[check] <= this.maxListed) this.listed.push({ check, message });
  }
}

/** Pass 1: accounts in id order merged with entries in (account, seq) order. */
async function checkAccounts(repo: LedgerVerifyRepo, found: Findings, pageSize: number): Promise<void> {
  const entries = pagedEntries(repo, pageSize);
  let next = await entries.next();
  let accountCursor = 0n;
  for (;;) {
    const accounts = await repo.accountsAfter(accountCursor, pageSize);
    if (accounts.length === 0) break;
    for (const account of accounts) {
      accountCursor = account.id;
      while (!next.done && next.value.accountId < account.id) {
        found.add(
          'balance_matches_entries',
          `entry ${next.value.id} belongs to account ${next.value.accountId}, which does not exist`,
        );
        next = await entries.next();
      }
      const walk = new ChainWalk(account, found);
      while (!next.done && next.value.accountId === account.id) {
        walk.step(next.value);
        next = await entries.next();
      }
      walk.finish();
    }
  }
  for (; !next.done; next = await entries.next()) {
    found.add(
      'balance_matches_entries',
      `entry ${next.value.id} belongs to account ${next.value.accountId}, which does not exist`,
    );
  }
}

async function* pagedEntries(repo: LedgerVerifyRepo, pageSize: number): AsyncGenerator<VerifyEntryRow> {
  let account = 0n;
  let seq = 0n;
  for (;;) {
    const page = await repo.entriesAfter(account, seq, pageSize);
    for (const e of page) yield e;
    const last = page[page.length - 1];
    if (!last || page.length < pageSize) return;
    account = last.accountId;
    seq = last.seq;
  }
}

class ChainWalk {
  private prevHash = '';
  private balance = 0n;
  private expectedSeq = 1n;
  private count = 0n;
  private readonly label: string;

  constructor(
    private readonly account: VerifyAccountRow,
    private readonly found: Findings,
  ) {
    const owner = account.memberId !== null ? `member ${account.memberId}` : `${account.systemName ?? '?'}`;
    this.label = `account ${account.id} (${owner} ${account.kind})`;
  }

  step(e: VerifyEntryRow): void {
    const where = `${this.label} entry ${e.id} (seq ${e.seq})`;
    if (e.seq !== this.expectedSeq) {
      this.found.add('chain_intact', `${where}: expected seq ${this.expectedSeq}; entries are missing or out of order`);
    }
    const expectedHash = entryHash({
      prevHash: this.prevHash,
      transferId: e.transferId,
      requestHash: e.requestHash,
      accountId: e.accountId.toString(),
      seq: e.seq.toString(),
      leg: e.leg,
      amount: e.amount.toString(),
      balanceAfter: e.balanceAfter.toString(),
      createdMs: e.createdMs,
    });
    if (expectedHash !== e.hash) {
      this.found.add('chain_intact', `${where}: hash does not match its fields and the previous entry's hash`);
    }
    if (e.balanceAfter !== this.balance + e.amount) {
      this.found.add(
        'chain_intact',
        `${where}: balance_after ${e.balanceAfter} does not follow from ${this.balance} ${e.amount < 0n ? '-' : '+'} ${e.amount < 0n ? -e.amount : e.amount}`,
      );
    }
    if (!this.account.isSystem && e.balanceAfter < 0n) {
      this.found.add('no_negative_member', `${where}: balance_after ${e.balanceAfter} is negative`);
    }
    // Continue from what is stored, so one tampered entry is reported once, not for every later one.
    this.prevHash = e.hash;
    this.balance += e.amount;
    this.expectedSeq = e.seq + 1n;
    this.count += 1n;
  }

  finish(): void {
    const a = this.account;
    if (a.balance !== this.balance) {
      this.found.add('balance_matches_entries', `${this.label}: balance ${a.balance} but its entries sum to ${this.balance}`);
    }
    if (a.entrySeq !== this.count || a.entrySeq !== this.expectedSeq - 1n) {
      this.found.add(
        'balance_matches_entries',
        `${this.label}: records ${a.entrySeq} entries, found ${this.count} ending at seq ${this.expectedSeq - 1n}`,
      );
    }
    if (a.lastEntryHash !== this.prevHash) {
      this.found.add('chain_intact', `${this.label}: last_entry_hash does not match its last entry`);
    }
    if (!a.isSystem && a.balance < 0n) {
      this.found.add('no_negative_member', `${this.label}: balance ${a.balance} is negative`);
    }
  }
}

/** Pass 2: transfers in id order with their entries, leg by leg. */
async function checkTransfers(repo: LedgerVerifyRepo, found: Findings, pageSize: number): Promise<void> {
  let cursor = 0n;
  for (;;) {
    const transfers = await repo.transfersAfter(cursor, pageSize);
    const first = transfers[0];
    const last = transfers[transfers.length - 1];
    if (!first || !last) return;
    const entries = await repo.legEntriesBetween(first.id, last.id);
    let i = 0;
    for (const t of transfers) {
      const own: VerifyLegEntryRow[] = [];
      while (i < entries.length && (entries[i]?.transferId ?? 0n) < t.id) i++;
      while (i < entries.length && entries[i]?.transferId === t.id) own.push(entries[i++] as VerifyLegEntryRow);
      checkTransfer(t, own, found);
    }
    cursor = last.id;
  }
}

function checkTransfer(t: VerifyTransferRow, entries: VerifyLegEntryRow[], found: Findings): void {
  const where = `transfer ${t.id} (${t.kind}, key ${t.idempotencyKey})`;
  const byLeg = new Map<number, VerifyLegEntryRow[]>();
  for (const e of entries) byLeg.set(e.leg, [...(byLeg.get(e.leg) ?? []), e]);
  const legs: { from: AccountRef; to: AccountRef; amount: number }[] = [];
  let balanced = true;
  for (let leg = 0; leg < byLeg.size; leg++) {
    const pair = byLeg.get(leg);
    if (!pair) {
      found.add('transfer_balanced', `${where}: legs are not numbered 0..${byLeg.size - 1} (leg ${leg} missing)`);
      balanced = false;
      break;
    }
    const debit = pair.find((e) => e.amount < 0n);
    const credit = pair.find((e) => e.amount > 0n);
    if (pair.length !== 2 || !debit || !credit || debit.amount + credit.amount !== 0n || debit.kind !== credit.kind) {
      const shown = pair.map((e) => `entry ${e.entryId} ${e.amount} ${e.kind}`).join(', ');
      found.add(
        'transfer_balanced',
        `${where}: leg ${leg} is not one debit and one credit of the same amount and unit (${shown})`,
      );
      balanced = false;
      continue;
    }
    legs.push({ from: refOf(debit), to: refOf(credit), amount: Number(credit.amount) });
  }
  // Only a well-formed transfer can be re-hashed; a broken one is already reported above.
  if (balanced && requestHash({ idempotencyKey: t.idempotencyKey, kind: t.kind, legs, metadata: t.metadata }) !== t.requestHash) {
    found.add('transfer_content', `${where}: key, kind, metadata or legs differ from what was requested`);
  }
}

function refOf(e: VerifyLegEntryRow): AccountRef {
  return e.memberId !== null
    ? { member: e.memberId, kind: e.kind }
    : { system: (e.systemName ?? '') as SystemAccountName, kind: e.kind };
}

/** A report an operator can read: one line per check, then the violations found. */
export function formatLedgerReport(r: LedgerReport, where: string): string {
  const lines = [
    `Ledger verification of ${where}`,
    `  ${r.counts.accounts} accounts, ${r.counts.transfers} transfers, ${r.counts.entries} entries, checked in ${r.durationMs} ms`,
    '',
  ];
  for (const c of LEDGER_CHECKS) {
    const n = r.violationCounts[c];
    lines.push(
      `  ${n === 0 ? 'OK  ' : 'FAIL'}  ${LEDGER_CHECK_TITLES[c]}${n === 0 ? '' : ` — ${n} violation${n === 1 ? '' : 's'}`}`,
    );
  }
  if (!r.ok) {
    lines.push('', 'Violations:');
    for (const v of r.violations) lines.push(`  [${v.check}] ${v.message}`);
    const listed = r.violations.length;
    const total = LEDGER_CHECKS.reduce((s, c) => s + r.violationCounts[c], 0);
    if (total > listed) lines.push(`  ... and ${total - listed} more`);
  }
  lines.push('', r.ok ? 'Ledger OK: every invariant holds.' : 'LEDGER BROKEN: see the violations above.');
  return lines.join('\n');
}
