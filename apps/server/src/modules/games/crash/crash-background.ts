/** Work not tied to a phase change (wins being paid, settlements): logged if it fails, awaited by stop() and idle(). */
import type { EngineLogger } from './crash-engine-deps.js';

export class BackgroundWork {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly log: Pick<EngineLogger, 'error'>) {}

  add(p: Promise<unknown>): void {
    const tracked = p.catch((err: unknown) => this.log.error({ err }, 'crash: background work failed'));
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  /** Waits until no background work is left (including work started while waiting). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
