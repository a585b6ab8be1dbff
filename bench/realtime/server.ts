/**
 * The server under test in a process of its own (apps/server/src/main.ts through tsx, as `npm start`
 * runs it), so its CPU and memory are read from /proc without the clients in them. It runs with the
 * inspector on a loopback port so the bench can force a full GC before reading memory (V8's
 * HeapProfiler.collectGarbage), as --expose-gc would, without touching the server's code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

/** A first start on a fresh schema computes the hash chains: on the shared 2-core machine, minutes. */
const READY_TIMEOUT_MS = 240_000;
/** USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s on Linux. */
const CLOCK_TICKS_PER_S = 100;
const TAIL = 60;

export interface CpuSample {
  /** CPU seconds (user + system) since the process started. */
  cpuS: number;
  at: number;
}

export class ServerUnderTest {
  private proc: ChildProcess | null = null;
  private readonly tailLines: string[] = [];
  /** The primary of a group printed its banner: every worker listens. */
  private groupUp = false;
  readonly base: string;

  constructor(
    private readonly root: string,
    readonly port: number,
    private readonly inspectPort: number,
    private readonly env: NodeJS.ProcessEnv,
    /** Off for a group of processes (WORKERS > 1): memory is then not measured, and workers would inherit it. */
    private readonly inspect = true,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  get pid(): number {
    if (!this.proc?.pid) throw new Error('server is not running');
    return this.proc.pid;
  }

  async start(): Promise<void> {
    const proc = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        ...(this.inspect ? [`--inspect=127.0.0.1:${this.inspectPort}`] : []),
        path.join(this.root, 'apps/server/src/main.ts'),
      ],
      {
        cwd: this.root,
        env: { ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.proc = proc;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        this.tailLines.push(line);
        if (/bus: redis, \d+ processes/.test(line)) this.groupUp = true;
        if (this.tailLines.length > TAIL) this.tailLines.shift();
      }
    };
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    proc.once('exit', () => {
      if (this.proc === proc) this.proc = null;
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (!this.proc) throw new Error(`server exited before it was ready\n${this.tail()}`);
      try {
        const res = await fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms\n${this.tail()}`);
      await sleep(200);
    }
  }

  /**
   * Until every worker listens: /readyz is 200 once the first does, and the primary hands
   * connections only to workers that listen. The primary says so in its banner (main.ts).
   */
  async waitForWorkers(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!this.groupUp) {
      if (!this.proc) throw new Error(`server exited before its workers were up\n${this.tail()}`);
      if (Date.now() > deadline) throw new Error(`workers not up after ${READY_TIMEOUT_MS} ms\n${this.tail()}`);
      await sleep(200);
    }
  }

  get running(): boolean {
    return this.proc !== null;
  }

  /** SIGTERM, then SIGKILL if it has not gone within 15 s. */
  async stop(): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  }

  /** At once and without waiting, for a bench that is being interrupted. */
  killNow(): void {
    this.proc?.kill('SIGKILL');
  }

  tail(): string {
    return this.tailLines.join('\n');
  }

  /** The server's CPU, with its worker processes' when it runs several (WORKERS). */
  cpu(): CpuSample {
    let ticks = 0;
    for (const pid of [this.pid, ...this.workerPids()]) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return { cpuS: ticks / CLOCK_TICKS_PER_S, at: performance.now() };
  }

  /** The processes the server started (its workers with WORKERS > 1). */
  workerPids(): number[] {
    const list = readFileSync(`/proc/${this.pid}/task/${this.pid}/children`, 'utf8');
    return list.trim().split(/\s+/).filter(Boolean).map(Number);
  }

  /** Resident set size in bytes (VmRSS). */
  rssBytes(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    if (!kb) throw new Error('no VmRSS in /proc status');
    return Number(kb) * 1024;
  }

  /** A full garbage collection in the server, through the inspector. */
  async collectGarbage(): Promise<void> {
    const targets = (await (await fetch(`http://127.0.0.1:${this.inspectPort}/json/list`)).json()) as Array<{
      webSocketDebuggerUrl?: string;
    }>;
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error('server inspector lists no target');
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        ws.on('message', (raw) => {
          const m = JSON.parse(raw.toString()) as { id?: number; error?: { message: string } };
          if (m.id !== 1) return;
          if (m.error) reject(new Error(m.error.message));
          else resolve();
        });
        ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
      });
    } finally {
      ws.close();
    }
  }

  /** RSS after a full GC, the median of a few readings 200 ms apart (the allocator returns pages lazily). */
  async settledRss(): Promise<number> {
    await this.collectGarbage();
    await sleep(500);
    const readings: number[] = [];
    for (let i = 0; i < 5; i++) {
      readings.push(this.rssBytes());
      await sleep(200);
    }
    readings.sort((a, b) => a - b);
    return readings[2] ?? readings[0] ?? 0;
  }
}
