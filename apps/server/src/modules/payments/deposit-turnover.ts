/**
 * Deposit turnover from the activity stream (docs/product-rules/wallet-unwagered-fee.md): the
 * `deposit-turnover` consumer keeps deposit_turnover up to date from `deposit.succeeded` and
 * real-money `bet.settled` facts, and `memberUnwagered` answers for one member exactly, lag or not:
 * it reads the consumer's rows and replays in memory the member's facts the consumer has not applied
 * yet, with the consumer's cursor held so the two add up to every committed fact once.
 */
import type { UnwageredFeeConfig } from '@nyota/contract/api/payments';
import type { Db } from '../../platform/db/database.js';
import { unappliedFor, type ActivityConsumer, type ActivityEvent } from '../activity/index.js';
import { DepositTurnoverRepo, type MemberTurnover } from './deposit-turnover.repo.js';
import { applyTurnover, DAY_MS, uncoveredMoney, type DepositTurnover, type TurnoverFact } from './unwagered-fee.js';

export const TURNOVER_CONSUMER = 'deposit-turnover';

/** Only facts that move turnover: a credited deposit, a settled stake of real-money cash. */
function toTurnoverFact(e: ActivityEvent): TurnoverFact | null {
  if (e.kind === 'deposit.succeeded')
    return { kind: 'deposit', intentId: e.payload.intentId, amount: e.payload.amount, at: e.at };
  if (e.kind === 'bet.settled' && e.payload.unit === 'cash' && e.payload.stake > 0)
    return { kind: 'stake', stake: e.payload.stake, at: e.at };
  return null;
}

function byMember(events: readonly ActivityEvent[]): Map<string, TurnoverFact[]> {
  const out = new Map<string, TurnoverFact[]>();
  for (const e of events) {
    const f = toTurnoverFact(e);
    if (!f) continue;
    const list = out.get(e.memberId) ?? [];
    list.push(f);
    out.set(e.memberId, list);
  }
  return out;
}

/** `settings` reads config 6002 on the batch's transaction (on PGlite, one session, nothing else may run meanwhile). */
export function depositTurnoverConsumer(settings: (trx: Db) => Promise<UnwageredFeeConfig>): ActivityConsumer {
  const repo = new DepositTurnoverRepo();
  return {
    name: TURNOVER_CONSUMER,
    async apply(trx, events) {
      const facts = byMember(events);
      if (facts.size === 0) return;
      const cfg = await settings(trx);
      const first = Math.min(...events.map((e) => e.at.getTime()));
      const rows = await repo.forMembers(trx, [...facts.keys()], new Date(first - cfg.windowDays * DAY_MS));
      for (const [memberId, list] of facts) {
        const deposits: DepositTurnover[] = rows.filter((r: MemberTurnover) => r.memberId === memberId);
        // Only the member's deposits a stake can still reach are loaded; more are never needed.
        for (const d of applyTurnover(deposits, list, cfg)) await repo.save(trx, memberId, d);
      }
    },
  };
}

export interface MemberUnwagered {
  /** Money of the member's deposits in the window not yet covered by stakes. */
  uncovered: number;
  /** Unwagered money earlier withdrawals in the window took. */
  drawn: number;
}

/** Exact at `now` whatever the consumer's lag; call inside a transaction (the cursor is held until it ends). */
export async function memberUnwagered(trx: Db, memberId: string, now: Date, cfg: UnwageredFeeConfig): Promise<MemberUnwagered> {
  const repo = new DepositTurnoverRepo();
  const pending = await unappliedFor(trx, TURNOVER_CONSUMER, memberId, ['deposit.succeeded', 'bet.settled']);
  const since = now.getTime() - cfg.windowDays * DAY_MS;
  const earliest = Math.min(since, ...pending.map((e) => e.at.getTime() - cfg.windowDays * DAY_MS));
  const deposits: DepositTurnover[] = await repo.forMembers(trx, [memberId], new Date(earliest));
  applyTurnover(deposits, byMember(pending).get(memberId) ?? [], cfg);
  return {
    uncovered: uncoveredMoney(deposits, now, cfg.windowDays),
    drawn: await repo.drawnSince(trx, memberId, new Date(since)),
  };
}
