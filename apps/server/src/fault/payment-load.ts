/**
 * Players depositing and withdrawing over HTTP without pause while the node is killed under them.
 * Each player runs one deposit loop and one withdrawal loop; a deposit that was accepted is
 * followed, like the web client, by one "check now" (sync=1). Only answers the client actually
 * received count as acknowledged; a request cut off by a kill may or may not have taken effect,
 * and the audit covers those through the database anyway.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { depositInit, depositResult, transNoOf, withdrawInit, type Player } from './player-client.js';

export interface LoadRecord {
  /** Payment ids the client was told about (code 0). */
  deposits: Set<string>;
  withdrawals: Set<string>;
  /** Requests that got no answer (connection refused or cut). */
  unanswered: number;
  /** Refusals by envelope code (in progress, insufficient balance, provider rejected...). */
  refused: Map<number, number>;
}

export class PaymentLoad {
  readonly record: LoadRecord = { deposits: new Set(), withdrawals: new Set(), unanswered: 0, refused: new Map() };
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly players: readonly Player[],
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.players.flatMap((p) => [this.depositLoop(p), this.withdrawLoop(p)]);
  }

  /** Lets each loop finish the request it is in. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private refuse(code: number): void {
    this.record.refused.set(code, (this.record.refused.get(code) ?? 0) + 1);
  }

  private async depositLoop(p: Player): Promise<void> {
    while (this.running) {
      try {
        const res = await depositInit(this.base, p, randomInt(5, 51) * 100);
        if (res.code === 0 && res.data) {
          const id = transNoOf(res.data.redirectUrl);
          this.record.deposits.add(id);
          await sleep(randomInt(300, 2_500));
          await depositResult(this.base, p, id);
        } else {
          this.refuse(res.code);
        }
        await sleep(randomInt(200, 1_000));
      } catch {
        this.record.unanswered += 1;
        await sleep(randomInt(300, 800));
      }
    }
  }

  private async withdrawLoop(p: Player): Promise<void> {
    while (this.running) {
      try {
        const res = await withdrawInit(this.base, p, randomInt(10, 41) * 100);
        if (res.code === 0 && res.data) this.record.withdrawals.add(res.data.id);
        else this.refuse(res.code);
        await sleep(randomInt(300, 1_500));
      } catch {
        this.record.unanswered += 1;
        await sleep(randomInt(300, 800));
      }
    }
  }
}
