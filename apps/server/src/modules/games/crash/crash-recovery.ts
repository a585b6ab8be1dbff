/**
 * Finishes rounds that their loop left unfinished (a process crash, a graceful stop mid-round, a
 * settlement that failed), exactly once (reference §1.8 rail 6).
 *
 * A node first takes the round's lease (a conditional UPDATE: leased under an older leadership term,
 * free, expired or already its own), so two booting nodes never settle the same round at the same
 * time, and a new leader takes over the round its dead predecessor left at once. Then:
 * - a round that never ended (betting or running): each open bet gets the better of its settlement
 *   at the committed outcome and a refund of its stake. Its target (auto cash-out, max-win point or
 *   200x) is where it would have stopped by itself: if the committed crash point reaches it (at or
 *   above, a tie goes to the player), it is paid there (always more than the stake), otherwise the
 *   stake comes back. A crash point at or above 200x makes the round forced, as in play. Bets still pending
 *   (their debit in doubt) are voided: the stake is returned if it was taken. Decisions and the
 *   round's end commit in one transaction.
 * - then, for any ended round, the money of every decided bet is moved (crash-money.ts settle), and
 *   the round is marked settled.
 * Even without the lease, each step is a conditional UPDATE or an idempotent ledger call, so a
 * second settlement of the same round changes nothing; the lease only saves the work.
 */
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { CAP } from './crash-math.js';
import type { CrashMoney } from './crash-money.js';
import type { RoundRow } from './crash-rounds.repo.js';
import type { CrashRepo } from './crash.repo.js';

export interface RecoveryLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export class CrashRecovery {
  constructor(
    private readonly db: Db,
    private readonly repo: CrashRepo,
    private readonly money: CrashMoney,
    private readonly clock: Clock,
    private readonly owner: string,
    private readonly leaseMs: number,
    private readonly log: RecoveryLogger,
  ) {}

  /**
   * Settles every unsettled round not in `skip` whose lease this node can take under leadership
   * term `term`; returns their ids.
   */
  async resolveUnfinished(term: number, skip: ReadonlySet<string> = new Set()): Promise<string[]> {
    const resolved: string[] = [];
    const holder = { owner: this.owner, term };
    for (const round of await this.repo.rounds.unsettledRounds(this.db)) {
      if (skip.has(round.id)) continue;
      const now = this.clock.now();
      if (!(await this.repo.rounds.takeLease(this.db, round.id, holder, now, new Date(now.getTime() + this.leaseMs)))) continue;
      try {
        if (await this.resolve(round)) resolved.push(round.id);
      } catch (err) {
        this.log.error({ err, roundId: round.id }, 'crash: round recovery failed, will retry');
      }
    }
    return resolved;
  }

  /** Settles one round whose lease this node holds; true when it is settled. */
  async resolve(round: RoundRow): Promise<boolean> {
    if (round.state === 'betting' || round.state === 'running') {
      const now = this.clock.now();
      const ended = await this.db.transaction().execute(async (trx) => {
        const open = (await this.repo.bets.betsOfRound(trx, round.id)).filter((b) => b.status === 'open');
        const paid = open
          .filter((b) => b.target <= round.crashPoint)
          .map((b) => ({ id: b.id, multiplier: b.target, reason: 'recovery' as const }));
        await this.repo.bets.cashOutMany(trx, paid, now);
        await this.repo.bets.refundAllOpen(trx, round.id, now);
        // The published rule holds for a recovered round too: a crash point at or above the cap is a
        // forced round (its open bets without a lower target were paid at 200x just above).
        const forced = round.crashPoint >= CAP;
        return this.repo.endRound(trx, round.id, { endedAt: now, forced, resolution: 'recovered', owner: this.owner });
      });
      if (!ended) return false;
      this.log.warn({ roundId: round.id, state: round.state }, 'crash: unfinished round settled by recovery');
    }
    if (!(await this.money.settle(round.id))) return false;
    await this.repo.rounds.markSettled(this.db, round.id, this.clock.now());
    return true;
  }
}
