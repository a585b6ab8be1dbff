/**
 * Reality check (docs/product-rules/responsible-gambling.md#reality-check): the interval the
 * player chose (stored per member) and, for the dialog, the real-money net result of the play
 * session. The browser keeps the session's start (one timer across game pages, reset when the tab's
 * session ends); the server counts from it, but never from more than a day back.
 */
import type { RealityCheckInterval } from '@nyota/contract/constants';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { RealityCheckRepo } from './reality-check.repo.js';

const MAX_SESSION_MS = 24 * 3_600_000;

export interface RealityCheckSummary {
  since: string;
  netLoss: number;
  stakes: number;
  wins: number;
}

export interface PlayedSince {
  playedSince(memberId: string, since: Date): Promise<{ stakes: number; wins: number }>;
}

export class RealityCheckService {
  private readonly repo: RealityCheckRepo;

  constructor(
    db: Db,
    private readonly clock: Clock,
    /** The games' settled bets (games/bets owns them). */
    private readonly plays: PlayedSince,
  ) {
    this.repo = new RealityCheckRepo(db);
  }

  async interval(memberId: string): Promise<{ intervalMinutes: number }> {
    return { intervalMinutes: await this.repo.interval(memberId) };
  }

  async setInterval(memberId: string, minutes: RealityCheckInterval): Promise<{ intervalMinutes: number }> {
    await this.repo.setInterval(memberId, minutes, this.clock.now());
    return { intervalMinutes: minutes };
  }

  async summary(memberId: string, since: Date): Promise<RealityCheckSummary> {
    const now = this.clock.now().getTime();
    const from = new Date(Math.min(now, Math.max(since.getTime(), now - MAX_SESSION_MS)));
    const t = await this.plays.playedSince(memberId, from);
    return { since: from.toISOString(), stakes: t.stakes, wins: t.wins, netLoss: t.stakes - t.wins };
  }
}
