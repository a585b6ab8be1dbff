/**
 * WORKERS > 1: this process only supervises; each worker is a whole node (main.ts serve) and they
 * share the port through Node's cluster module. On Linux the primary accepts each connection and
 * hands it to the next worker in turn (round-robin), after which the socket belongs to that worker
 * alone, so a long-lived /im socket costs the primary nothing past its accept. SO_REUSEPORT
 * (`reusePort`) would spare that hand-off but needs Node 22.12, and the kernel's hash can load one
 * process more than another; both are fine for a gateway whose sockets live for minutes.
 *
 * Workers share only PostgreSQL and the Redis bus, like nodes on separate machines: the leader lock
 * picks the one that runs the crash rounds, it publishes each tick once, and every worker writes it
 * to its own watchers (ARCHITECTURE.md#processes-and-parts).
 *
 * SIGTERM/SIGINT reach every worker, which drains and closes as a lone node does; the primary exits
 * once all have, with the worst exit code. A worker that dies after it was up is replaced; one that
 * dies before it ever listened (bad database, port taken) stops the whole group, since its siblings
 * would fail the same way.
 */
import cluster, { type Worker } from 'node:cluster';

export interface PrimaryOptions {
  workers: number;
  /** Whole group must be gone this long after a signal, or the primary kills what is left. */
  forceExitMs: number;
  /** Called once when every worker listens. */
  onListening: () => void;
  say: (line: string) => void;
}

/** A replaced worker is started after this pause, so a worker that keeps crashing cannot spin. */
const RESTART_DELAY_MS = 1_000;

export function runPrimary(opts: PrimaryOptions): void {
  const listened = new WeakSet<Worker>();
  let closing = false;
  let exitCode = 0;
  let announced = false;

  const start = (): void => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listened.add(worker);
      if (!announced && Object.values(cluster.workers ?? {}).every((w) => w && listened.has(w))) {
        announced = true;
        opts.onListening();
      }
    });
  };

  const stopAll = (signal: NodeJS.Signals, code: number): void => {
    exitCode = Math.max(exitCode, code);
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, opts.forceExitMs);
    force.unref();
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      exitCode = Math.max(exitCode, code ?? 1);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${String(code)}`;
    if (!listened.has(worker)) {
      opts.say(`worker ${String(worker.process.pid)} failed to start (${how}); stopping the others`);
      stopAll('SIGTERM', 1);
      return;
    }
    opts.say(`worker ${String(worker.process.pid)} exited (${how}); starting another`);
    setTimeout(() => {
      if (!closing) start();
    }, RESTART_DELAY_MS);
  });

  process.on('SIGINT', () => stopAll('SIGINT', 0));
  process.on('SIGTERM', () => stopAll('SIGTERM', 0));
  for (let i = 0; i < opts.workers; i++) start();
}
