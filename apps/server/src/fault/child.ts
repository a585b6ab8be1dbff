/**
 * A TypeScript entry point run as its own Node process (through tsx, as `npm start` does), so the
 * fault test can SIGKILL it: no shutdown hook, no flush, no finally block runs. Keeps the last
 * lines of its output for failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TAIL_LINES = 80;

export interface ChildOptions {
  /** Shown in messages, e.g. "server". */
  label: string;
  /** Path of the .ts entry, relative to the repository root. */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** Each stdout line, besides the tail (the transfer worker reports through it). */
  onLine?: (line: string) => void;
}

export class Child {
  private proc: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly tailLines: string[] = [];
  /** How many times it was started. */
  starts = 0;
  /** How the last run ended, e.g. "signal SIGKILL" or "code 1". */
  lastExit = '';

  constructor(private readonly opts: ChildOptions) {}

  get running(): boolean {
    return this.proc !== null;
  }

  /** The running process's id (a node names itself by it in leases), null when none runs. */
  get pid(): number | null {
    return this.proc?.pid ?? null;
  }

  start(env: NodeJS.ProcessEnv = {}): void {
    if (this.proc) throw new Error(`${this.opts.label} is already running`);
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, this.opts.entry)], {
      cwd: REPO_ROOT,
      env: { ...this.opts.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    this.starts += 1;
    const run = this.starts;
    const keep = (stream: string) => (line: string) => {
      this.tailLines.push(`[${this.opts.label} #${run} ${stream}] ${line}`);
      if (this.tailLines.length > TAIL_LINES) this.tailLines.shift();
    };
    const outLines = createInterface({ input: proc.stdout });
    outLines.on('line', (line) => {
      if (this.opts.onLine) this.opts.onLine(line);
      else keep('out')(line);
    });
    createInterface({ input: proc.stderr }).on('line', keep('err'));
    // Resolved once the process is gone and its stdout is fully read (every line it wrote counts).
    const outClosed = new Promise<void>((resolve) => outLines.once('close', resolve));
    const gone = new Promise<void>((resolve) => {
      proc.once('exit', (code, signal) => {
        this.lastExit = signal ? `signal ${signal}` : `code ${String(code)}`;
        keep('exit')(this.lastExit);
        resolve();
      });
      proc.once('error', (err) => {
        this.lastExit = `spawn error ${err.message}`;
        keep('exit')(this.lastExit);
        resolve();
      });
    });
    this.exited = Promise.all([gone, outClosed]).then(() => {
      if (this.proc === proc) this.proc = null;
    });
  }

  /** Resolves when the current run has ended (immediately when none is running). */
  waitExit(): Promise<void> {
    return this.exited;
  }

  /** SIGKILL: the process stops between any two instructions. */
  async kill(): Promise<void> {
    this.proc?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 5_000): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  note(line: string): void {
    this.tailLines.push(`[${this.opts.label}] ${line}`);
    if (this.tailLines.length > TAIL_LINES) this.tailLines.shift();
  }

  tail(): string {
    return this.tailLines.join('\n');
  }
}
