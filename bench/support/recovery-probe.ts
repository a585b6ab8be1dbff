/**
 * Watches a crash deployment's database from outside its nodes (PostgreSQL): finds a flight with
 * open bets to interrupt, and times what follows the kill. Times are the bench's own
 * (performance.now), so no clock of a node is trusted.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const POLL_MS = 50;
/** How far into the flight the leader is killed (bets with a 5x auto cash-out are still open). */
const INTO_FLIGHT_MS = 400;

export interface Recovery {
  /** From the kill until the interrupted round was settled. */
  settledMs: number;
  /** From the kill until a later round was open. */
  nextOpenMs: number;
  /** Bets still open or pending in settled rounds once both happened (must be 0). */
  openBetsAfter: number;
  /** The most rounds seen in betting or running at one moment (more than 1 is split brain). */
  mostInPlay: number;
}

export class RecoveryProbe {
  private readonly pool: pg.Pool;
  private closed = false;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private async one<T>(text: string, values: unknown[] = []): Promise<T | undefined> {
    const r = await this.pool.query(text, values);
    return r.rows[0] as T | undefined;
  }

  /** Waits for a round in flight for a moment with open bets; its id. */
  async flightWithOpenBets(timeoutMs = 120_000): Promise<string> {
    const end = performance.now() + timeoutMs;
    while (performance.now() < end) {
      const row = await this.one<{ id: string }>(
        `select r.id from crash_rounds r
         where r.state = 'running' and r.started_at < now() - make_interval(secs => $1::float8 / 1000)
           and exists (select 1 from crash_bets b where b.round_id = r.id and b.status = 'open')
         order by r.id desc limit 1`,
        [INTO_FLIGHT_MS],
      );
      if (row) return String(row.id);
      await sleep(POLL_MS);
    }
    throw new Error('no flight with open bets came');
  }

  async leaseOwner(roundId: string): Promise<string> {
    const row = await this.one<{ lease_owner: string | null }>('select lease_owner from crash_rounds where id = $1', [roundId]);
    return row?.lease_owner ?? '';
  }

  /** Times the interrupted round's settlement and the next round's opening, from `killedAt`. */
  async recovery(roundId: string, killedAt: number, timeoutMs = 120_000): Promise<Recovery> {
    let settledMs: number | null = null;
    let nextOpenMs: number | null = null;
    let mostInPlay = 0;
    while (settledMs === null || nextOpenMs === null) {
      const at = performance.now() - killedAt;
      if (at > timeoutMs) throw new Error(`round ${roundId}: not recovered within ${timeoutMs / 1000} s`);
      const row = await this.one<{ settled: boolean; later: boolean; in_play: string }>(
        `select
           (select state = 'settled' from crash_rounds where id = $1) as settled,
           exists (select 1 from crash_rounds where id > $1) as later,
           (select count(*) from crash_rounds where state in ('betting', 'running')) as in_play`,
        [roundId],
      );
      mostInPlay = Math.max(mostInPlay, Number(row?.in_play ?? 0));
      if (row?.settled && settledMs === null) settledMs = at;
      if (row?.later && nextOpenMs === null) nextOpenMs = at;
      if (settledMs === null || nextOpenMs === null) await sleep(POLL_MS);
    }
    const open = await this.one<{ n: string }>(
      `select count(*) as n from crash_bets b join crash_rounds r on r.id = b.round_id
       where b.status in ('open', 'pending') and r.state = 'settled'`,
    );
    return { settledMs, nextOpenMs, openBetsAfter: Number(open?.n ?? 0), mostInPlay };
  }
}
