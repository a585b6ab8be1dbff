/**
 * The test's side of transfer-worker.ts: starts it, reads what it reports, and after a SIGKILL
 * starts it again with the transfers it sent but never saw answered (sent again under the same
 * key: each must end acknowledged once or refused and absent) and the next fresh seq.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Child } from './child.js';
import { WORKER_ENV, type TransferWorkerConfig, type WorkerLine } from './transfer-protocol.js';

export type WorkerBase = Omit<TransferWorkerConfig, 'fromSeq' | 'retry' | 'retryOnly'>;

export class TransferWorkerProcess {
  readonly sent = new Set<number>();
  readonly acked = new Map<number, { id: string; replayed: boolean }>();
  readonly refused = new Set<number>();
  readonly conflicts = new Set<number>();
  /** Transfers sent again by a restarted worker after the one that sent them was killed. */
  resent = 0;
  errors = 0;
  private maxSeq = -1;
  private ready = false;
  private done = false;
  private readonly child: Child;

  constructor(
    private readonly base: WorkerBase,
    env: NodeJS.ProcessEnv,
  ) {
    this.child = new Child({
      label: 'transfer-worker',
      entry: 'apps/server/src/fault/transfer-worker.ts',
      env,
      onLine: (line) => this.onLine(line),
    });
  }

  private onLine(text: string): void {
    let line: WorkerLine;
    try {
      line = JSON.parse(text) as WorkerLine;
    } catch {
      this.child.note(text);
      return;
    }
    switch (line.t) {
      case 'ready':
        this.ready = true;
        return;
      case 'done':
        this.done = true;
        return;
      case 'sent':
        this.sent.add(line.seq);
        this.maxSeq = Math.max(this.maxSeq, line.seq);
        return;
      case 'ack':
        this.acked.set(line.seq, { id: line.id, replayed: line.replayed });
        return;
      case 'refused':
        this.refused.add(line.seq);
        return;
      case 'conflict':
        this.conflicts.add(line.seq);
        return;
      case 'error':
        this.errors += 1;
        this.child.note(`seq ${line.seq}: ${line.message}`);
        return;
    }
  }

  /** Sent, and neither acknowledged nor refused: the outcome is unknown to the client. */
  unresolved(): number[] {
    return [...this.sent].filter((s) => !this.acked.has(s) && !this.refused.has(s) && !this.conflicts.has(s));
  }

  /** Starts a run; `retryOnly` resolves the unanswered transfers and exits. */
  async start(retryOnly = false): Promise<void> {
    const retry = this.unresolved();
    this.resent += retry.length;
    this.ready = false;
    this.done = false;
    const cfg: TransferWorkerConfig = { ...this.base, fromSeq: this.maxSeq + 1, retry, retryOnly };
    this.child.start({ [WORKER_ENV]: JSON.stringify(cfg) });
    const deadline = Date.now() + 30_000;
    while (!this.ready) {
      if (!this.child.running) throw new Error(`transfer worker exited early (${this.child.lastExit})\n${this.tail()}`);
      if (Date.now() > deadline) throw new Error(`transfer worker not ready after 30 s\n${this.tail()}`);
      await sleep(50);
    }
  }

  kill(): Promise<void> {
    this.child.note('SIGKILL');
    return this.child.kill();
  }

  /** Waits for a retryOnly run to finish (killed after `timeoutMs`); true when it reported done. */
  async finish(timeoutMs = 30_000): Promise<boolean> {
    const timer = setTimeout(() => void this.kill(), timeoutMs);
    await this.child.waitExit();
    clearTimeout(timer);
    return this.done;
  }

  tail(): string {
    return this.child.tail();
  }
}
