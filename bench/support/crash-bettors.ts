/**
 * Players who bet on every crash round while nodes come and go: each logs in once, then watches
 * the snapshot of the first node that answers and bets on panel 1 (with an auto cash-out high
 * enough that most bets are still open mid-flight) as soon as a new round takes bets. A node
 * that is down is skipped; a refused bet is counted, never fatal.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@nyota/contract/api/routes';
import type { CrashBetData, CrashSnapshot } from '@nyota/contract/api/crash';
import { api } from '../../apps/server/src/fault/player-client.js';

const POLL_MS = 300;
/** 5.00x: most bets are still in the round half a second into the flight. */
const AUTO_CASHOUT = '500';

export class CrashBettors {
  private stopped = false;
  private loops: Promise<void>[] = [];
  placed = 0;
  refused = 0;

  constructor(
    private readonly bases: () => readonly string[],
    private readonly mobiles: readonly string[],
    private readonly password: string,
    private readonly stake: number,
  ) {}

  async start(): Promise<void> {
    const tokens: string[] = [];
    for (const mobile of this.mobiles) tokens.push(await this.login(mobile));
    this.loops = tokens.map((token, i) => this.play(token, i));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  private async login(mobile: string): Promise<string> {
    for (const base of this.bases()) {
      const res = await api<{ token: string }>(base, routes.login, { mobile, password: this.password }).catch(() => null);
      if (res?.code === 0 && res.data) return res.data.token;
    }
    throw new Error(`login ${mobile} failed on every node`);
  }

  private async play(token: string, i: number): Promise<void> {
    let lastRound = '';
    while (!this.stopped) {
      await sleep(POLL_MS);
      // Spread the players over the nodes; the next one answers while one is down.
      const bases = this.bases();
      const order = bases.map((_, k) => bases[(i + k) % bases.length] ?? '');
      for (const base of order) {
        try {
          const snap = await api<CrashSnapshot>(base, routes.crashSnapshot, {}, token);
          const round = snap.data?.round;
          if (!round || round.phase !== 'betting' || round.roundId === lastRound) break;
          lastRound = round.roundId;
          const bet = await api<CrashBetData>(
            base,
            routes.crashBet,
            { panel: '1', stake: String(this.stake), autoCashout: AUTO_CASHOUT },
            token,
          );
          if (bet.code === 0 && bet.data?.kind === 'placed') this.placed += 1;
          else this.refused += 1;
          break;
        } catch {
          // This node is down (or was killed mid-request): try the next.
        }
      }
    }
  }
}
