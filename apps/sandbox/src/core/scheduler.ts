/**
 * Due work (prompt timeouts, delayed outcomes, callbacks) as data: each task is a kind, a reference
 * and a due time in simulated milliseconds. A short real-time tick runs what is due; clock
 * fast-forward runs everything it crossed, in due order. Handlers are registered per kind by the
 * lifecycle and the callback dispatcher.
 */
import type { SimClock } from './clock.js';
import type { SandboxStore } from './store.js';
import type { SimTask, TaskKind } from './types.js';

export type TaskHandler = (task: SimTask) => void;

export class Scheduler {
  private readonly handlers = new Map<TaskKind, TaskHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly store: SandboxStore,
    private readonly clock: SimClock,
    private readonly onError: (err: unknown, task: SimTask) => void,
  ) {}

  on(kind: TaskKind, handler: TaskHandler): void {
    this.handlers.set(kind, handler);
  }

  after(delayMs: number, kind: TaskKind, ref: string, data?: SimTask['data']): number {
    return this.at(this.clock.nowMs() + Math.max(0, delayMs), kind, ref, data);
  }

  at(atMs: number, kind: TaskKind, ref: string, data?: SimTask['data']): number {
    const d = this.store.data;
    const task: SimTask = { id: d.nextTaskId++, at: atMs, kind, ref };
    if (data) task.data = data;
    d.tasks.push(task);
    return task.id;
  }

  cancel(match: (t: SimTask) => boolean): void {
    this.store.data.tasks = this.store.data.tasks.filter((t) => !match(t));
  }

  pending(): SimTask[] {
    return [...this.store.data.tasks].sort((a, b) => a.at - b.at || a.id - b.id);
  }

  /** Runs every task due now, including tasks that due tasks schedule for now. Returns how many ran. */
  runDue(): number {
    if (this.running) return 0;
    this.running = true;
    let count = 0;
    try {
      for (;;) {
        const now = this.clock.realNowMs();
        const due = this.store.data.tasks.filter((t) => t.at <= now).sort((a, b) => a.at - b.at || a.id - b.id);
        const next = due[0];
        if (!next) break;
        this.store.data.tasks = this.store.data.tasks.filter((t) => t.id !== next.id);
        count++;
        try {
          const handler = this.handlers.get(next.kind);
          if (handler) this.clock.pinned(next.at, () => handler(next));
        } catch (err) {
          this.onError(err, next);
        }
      }
    } finally {
      this.running = false;
    }
    return count;
  }

  /** `afterRun` is told when a tick ran something (the snapshot writer listens). */
  start(tickMs: number, afterRun?: () => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.runDue() > 0) afterRun?.();
    }, tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
