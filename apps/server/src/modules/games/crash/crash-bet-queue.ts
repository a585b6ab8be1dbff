/**
 * Bets placed while betting is closed, held in memory for the next round (no money taken) and
 * cancellable until that round starts. One per member and panel.
 */
import type { CrashQueuedBet } from '@nyota/contract/api/crash';
import { randomUUID } from 'node:crypto';
import type { PanelBetRequest, PlayerRef } from './crash-engine-deps.js';
import * as errors from './crash-errors.js';
import { LiveRound } from './crash-round.js';

export interface QueuedBet {
  queueId: string;
  player: PlayerRef;
  req: PanelBetRequest;
}

export class BetQueue {
  private readonly queue = new Map<string, QueuedBet>();

  /** Queues a bet; refused when the member's panel already holds one. */
  add(player: PlayerRef, req: PanelBetRequest): CrashQueuedBet {
    const key = LiveRound.panelKey(player.memberId, req.panel);
    if (this.queue.has(key)) throw errors.panelBusy();
    const q: QueuedBet = { queueId: randomUUID(), player, req };
    this.queue.set(key, q);
    return queuedView(q);
  }

  /** Cancels a queued bet; false when there is none with this id (already placed or dropped). */
  cancel(memberId: string, queueId: string): boolean {
    for (const [key, q] of this.queue) {
      if (q.queueId === queueId && q.player.memberId === memberId) {
        this.queue.delete(key);
        return true;
      }
    }
    return false;
  }

  /** Removes and returns every bet the member has queued. */
  takeOf(memberId: string): QueuedBet[] {
    const taken: QueuedBet[] = [];
    for (const [key, q] of this.queue) {
      if (q.player.memberId !== memberId) continue;
      this.queue.delete(key);
      taken.push(q);
    }
    return taken;
  }

  /** Removes and returns every queued bet (the next round has opened). */
  takeAll(): QueuedBet[] {
    const all = [...this.queue.values()];
    this.queue.clear();
    return all;
  }

  viewsOf(memberId: string | null): CrashQueuedBet[] {
    return [...this.queue.values()].filter((q) => q.player.memberId === memberId).map(queuedView);
  }

  clear(): void {
    this.queue.clear();
  }
}

function queuedView(q: QueuedBet): CrashQueuedBet {
  return { queueId: q.queueId, panel: q.req.panel, stake: q.req.stake, autoCashout: q.req.autoCashout };
}
