/**
 * Properties of the withholding rule over random timed histories of a member: deposits, game
 * wins and losses, withdrawals that are paid, stay in flight or fail (and are refunded), with
 * gaps of up to 45 days so histories cross the 30-day edge of the seed's wording. The history is
 * selected as IntentsRepo.withholdingHistory does: credited deposits, withdrawals not failed
 * (withholding.flow.test.ts checks that selection on the database).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, type Rounding } from './payment-math.js';
import { withholdingTax, type WithholdingHistory } from './withholding-tax.js';

const HOUR = 3600_000;

type Op =
  | { kind: 'deposit'; amount: number; gap: number }
  | { kind: 'win'; amount: number; gap: number }
  | { kind: 'lose'; amount: number; gap: number }
  | { kind: 'withdraw'; amount: number; gap: number }
  | { kind: 'fail'; pick: number; gap: number };

interface Withdrawal {
  at: number;
  amount: number;
  tax: number;
  failed: boolean;
}

interface Rule {
  rate: number;
  rounding: Rounding;
}

const amount = fc.integer({ min: 1, max: 5_000_000 });
const gap = fc.integer({ min: 0, max: 45 * 24 }).map((h) => h * HOUR);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount, gap }),
  fc.record({ kind: fc.constant('win' as const), amount, gap }),
  fc.record({ kind: fc.constant('lose' as const), amount, gap }),
  fc.record({ kind: fc.constant('withdraw' as const), amount, gap }),
  fc.record({ kind: fc.constant('fail' as const), pick: fc.nat(), gap }),
);
const rule: fc.Arbitrary<Rule> = fc.record({
  rate: fc.integer({ min: 0, max: 10_000 }),
  rounding: fc.constantFrom<Rounding>('down', 'up', 'half_up'),
});

/** A member's wallet as the payments module sees it, and what the rule charged. */
class Member {
  time = 0;
  balance = 0;
  readonly deposits: { at: number; amount: number }[] = [];
  readonly withdrawals: Withdrawal[] = [];

  constructor(private readonly rule: Rule) {}

  /** What the rule is given (IntentsRepo.withholdingHistory's selection). */
  history(): WithholdingHistory {
    const counted = this.withdrawals.filter((w) => !w.failed);
    return {
      deposited: this.deposits.reduce((s, d) => s + d.amount, 0),
      withdrawn: counted.reduce((s, w) => s + w.amount, 0),
      withheld: counted.reduce((s, w) => s + w.tax, 0),
    };
  }

  /** The whole story, for the invariants: everything deposited, everything that left and stayed out. */
  totals(): WithholdingHistory {
    let deposited = 0;
    let withdrawn = 0;
    let withheld = 0;
    for (const d of this.deposits) deposited += d.amount;
    for (const w of this.withdrawals) {
      if (w.failed) continue;
      withdrawn += w.amount;
      withheld += w.tax;
    }
    return { deposited, withdrawn, withheld };
  }

  /** Applies one step; returns the withdrawal it made, with the history before it, if any. */
  apply(o: Op): { before: WithholdingHistory; w: Withdrawal } | null {
    this.time += o.gap;
    if (o.kind === 'deposit') {
      this.deposits.push({ at: this.time, amount: o.amount });
      this.balance += o.amount;
    } else if (o.kind === 'win') this.balance += o.amount;
    else if (o.kind === 'lose') this.balance -= Math.min(this.balance, o.amount);
    else if (o.kind === 'fail') this.fail(o.pick);
    else return this.withdraw(Math.min(o.amount, this.balance));
    return null;
  }

  private fail(pick: number): void {
    const open = this.withdrawals.filter((w) => !w.failed);
    const w = open[pick % Math.max(1, open.length)];
    if (!w) return;
    w.failed = true;
    this.balance += w.amount; // the whole reserved amount, tax included, comes back
  }

  private withdraw(amount: number): { before: WithholdingHistory; w: Withdrawal } | null {
    if (amount <= 0) return null;
    const before = this.history();
    const { tax } = withholdingTax({ ...this.rule, base: 'net_winnings', amount, history: before });
    // The service refuses a withdrawal that would pay out nothing (docs/product-rules/wallet.md#net-amount).
    if (amount - tax <= 0) return null;
    const w = { at: this.time, amount, tax, failed: false };
    this.withdrawals.push(w);
    this.balance -= amount;
    return { before, w };
  }
}

/** rate × max(0, withdrawn − deposited), rounded as the rule says. */
function bound(r: Rule, h: WithholdingHistory): number {
  return applyRate(Math.max(0, h.withdrawn - h.deposited), r.rate, r.rounding);
}

// The seen over-charge as a history: K100 deposited on day -31, K100 withdrawn on day -20, K100
// won, then withdrawals today (K100, K10; and K200 after depositing K200).
const DAY_HOURS = 24 * HOUR;
const seen: [Rule, Op[]][] = [
  [
    { rate: 1000, rounding: 'down' },
    [
      { kind: 'deposit', amount: 10_000, gap: 0 },
      { kind: 'withdraw', amount: 10_000, gap: 11 * DAY_HOURS },
      { kind: 'win', amount: 10_000, gap: 20 * DAY_HOURS },
      { kind: 'withdraw', amount: 1_000, gap: 0 },
      { kind: 'deposit', amount: 20_000, gap: HOUR },
      { kind: 'withdraw', amount: 20_000, gap: 0 },
      { kind: 'withdraw', amount: 9_000, gap: 0 },
    ],
  ],
];

describe('withholding tax over random timed histories', () => {
  it('charges winnings only, never more than asked, and never less than the running account says', () => {
    fc.assert(
      fc.property(rule, fc.array(op, { maxLength: 40 }), (r, ops) => {
        const m = new Member(r);
        for (const o of ops) {
          const made = m.apply(o);
          if (!made) continue;
          const { w } = made;
          const after = m.totals();
          expect(w.tax).toBeGreaterThanOrEqual(0);
          expect(w.tax).toBeLessThanOrEqual(w.amount);
          // Whenever tax is charged, all tax withheld is at most rate × (withdrawn − deposited)⁺.
          if (w.tax > 0) expect(after.withheld).toBeLessThanOrEqual(bound(r, after));
          // Winnings are not under-taxed: the running account is paid up unless the whole amount went.
          if (w.tax < w.amount) expect(after.withheld).toBeGreaterThanOrEqual(bound(r, after));
        }
      }),
      { examples: seen },
    );
  });

  it('the seen history: K10 on K100 of winnings, K1 on K10, nothing on a deposit taken back out', () => {
    const [first] = seen;
    if (!first) throw new Error('no example');
    const m = new Member(first[0]);
    const taxes = first[1].map((o) => m.apply(o)?.w.tax).filter((t) => t !== undefined);
    expect(taxes).toEqual([0, 100, 0, 900]);
  });

  it('withdrawing what was deposited, with no play, is never taxed, whatever the timing and failures', () => {
    const noPlay = op.filter((o) => o.kind !== 'win' && o.kind !== 'lose');
    fc.assert(
      fc.property(rule, fc.array(noPlay, { maxLength: 40 }), (r, ops) => {
        const m = new Member(r);
        for (const o of ops) expect(m.apply(o)?.w.tax ?? 0).toBe(0);
        // Taking out the whole balance at the end is not taxed either.
        expect(withholdingTax({ ...r, base: 'net_winnings', amount: m.balance, history: m.history() }).tax).toBe(0);
      }),
    );
  });

  it('splitting a withdrawal in two charges the same in total (rounding does not add up)', () => {
    // A history the rule itself produced has withheld at least rate × (withdrawn − deposited)⁺.
    const consistent = fc
      .record({ rate: fc.integer({ min: 0, max: 9_999 }), rounding: fc.constantFrom<Rounding>('down', 'up', 'half_up') })
      .chain((r) =>
        fc
          .record({ deposited: fc.nat(10_000_000), withdrawn: fc.nat(10_000_000), extra: fc.nat(100_000) })
          .map((h) => ({ r, history: { ...h, withheld: bound(r, { ...h, withheld: 0 }) + h.extra } })),
      );
    fc.assert(
      fc.property(consistent, amount, amount, ({ r, history }, a, b) => {
        const whole = withholdingTax({ ...r, base: 'net_winnings', amount: a + b, history }).tax;
        const first = withholdingTax({ ...r, base: 'net_winnings', amount: a, history }).tax;
        const next = { ...history, withdrawn: history.withdrawn + a, withheld: history.withheld + first };
        const second = withholdingTax({ ...r, base: 'net_winnings', amount: b, history: next }).tax;
        expect(first + second).toBe(whole);
      }),
    );
  });

  it('a quote never exceeds the amount asked, under either base', () => {
    fc.assert(
      fc.property(
        rule,
        fc.constantFrom<'net_winnings' | 'withdrawal'>('net_winnings', 'withdrawal'),
        fc.record({ deposited: fc.nat(10_000_000), withdrawn: fc.nat(10_000_000), withheld: fc.nat(1_000_000) }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (r, base, history, amt) => {
          const q = withholdingTax({ ...r, base, amount: amt, history });
          expect(q.tax).toBeGreaterThanOrEqual(0);
          expect(q.tax).toBeLessThanOrEqual(amt);
          expect(q.taxableAmount).toBeLessThanOrEqual(amt);
        },
      ),
    );
  });
});
