/**
 * Runs periodic jobs on the leader only (see leader-lock.ts). A job never overlaps itself: a run
 * that takes longer than its interval delays the next one instead of stacking. Failures are logged
 * and the job runs again at its next turn. Timers are unref'd so they never keep a process alive.
 */
import type { LeaderLock } from './leader-lock.js';

export interface SchedulerLogger {
  error(obj: object, msg: string): void;
}

interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
}

export class Scheduler {
  private readonly jobs: Job[] = [];
  private started = false;

  constructor(
    private readonly leader: LeaderLock,
    private readonly log: SchedulerLogger,
  ) {}

  every(name: string, intervalMs: number, run: () => Promise<void>): void {
    const job: Job = { name, intervalMs, run, timer: null, running: null };
    this.jobs.push(job);
    if (this.started) this.arm(job);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.leader.start();
    for (const job of this.jobs) this.arm(job);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const job of this.jobs) {
      if (job.timer) clearTimeout(job.timer);
      job.timer = null;
    }
    await Promise.all(this.jobs.map((j) => j.running));
    await this.leader.stop();
  }

  private arm(job: Job): void {
    job.timer = setTimeout(() => void this.tick(job), job.intervalMs);
    job.timer.unref();
  }

  private async tick(job: Job): Promise<void> {
    job.timer = null;
    if (!this.started) return;
    if (this.leader.isLeader()) {
      job.running = job.run().catch((err: unknown) => this.log.error({ err, job: job.name }, 'scheduled job failed'));
      await job.running;
      job.running = null;
    }
    if (this.started) this.arm(job);
  }
}
