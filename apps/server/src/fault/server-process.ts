/**
 * The node under test: apps/server/src/main.ts in its own process on a fixed port (the sandbox
 * calls back to it, so a restarted node must come back on the same address), started and killed
 * by the fault test.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Child } from './child.js';

const READY_TIMEOUT_MS = 45_000;

export class ServerProcess {
  private readonly child: Child;
  readonly base: string;

  constructor(
    readonly port: number,
    env: NodeJS.ProcessEnv,
    /** How long a start may take until ready (a first start on a loaded machine computes its hash chains). */
    private readonly readyTimeoutMs = READY_TIMEOUT_MS,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.child = new Child({
      label: 'server',
      entry: 'apps/server/src/main.ts',
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    });
  }

  /** Milliseconds each start took until ready. */
  readonly startMs: number[] = [];

  get pid(): number | null {
    return this.child.pid;
  }

  get starts(): number {
    return this.child.starts;
  }

  /** Starts the process and waits until /readyz answers 200. */
  async start(): Promise<void> {
    this.child.start();
    const started = Date.now();
    const deadline = started + this.readyTimeoutMs;
    for (;;) {
      if (!this.child.running) throw new Error(`server exited before it was ready (${this.child.lastExit})\n${this.tail()}`);
      try {
        const res = await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) {
          this.startMs.push(Date.now() - started);
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server not ready after ${this.readyTimeoutMs} ms\n${this.tail()}`);
      await sleep(100);
    }
  }

  kill(): Promise<void> {
    this.child.note('SIGKILL');
    return this.child.kill();
  }

  stop(): Promise<void> {
    return this.child.stop();
  }

  tail(): string {
    return this.child.tail();
  }
}
