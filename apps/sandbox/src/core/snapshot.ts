/**
 * Optional persistence: the whole SandboxData plus the callback-signing private key in one JSON
 * file, written (atomically, via a temporary file) shortly after changes and on close. Keeping the
 * key means an adapter configured with the sandbox's public key stays valid across restarts. This
 * is a development simulator's state; the key signs nothing real.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SandboxStore } from './store.js';
import type { SandboxData } from './types.js';

export interface SnapshotFile {
  data: SandboxData;
  signingKeyPem: string;
}

export function loadSnapshot(file: string): SnapshotFile | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SnapshotFile>;
  if (!parsed.data || parsed.data.version !== 1 || typeof parsed.signingKeyPem !== 'string') {
    throw new Error(`${file} is not a sandbox snapshot (version 1)`);
  }
  return { data: parsed.data, signingKeyPem: parsed.signingKeyPem };
}

export class SnapshotWriter {
  private saved = -1;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly file: string,
    private readonly store: SandboxStore,
    private readonly signingKeyPem: string,
    private readonly delayMs = 500,
  ) {}

  /** Call after anything that may have changed state; writes at most once per delay. */
  changed(): void {
    if (this.timer || this.store.changeCount === this.saved) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.delayMs);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.store.changeCount === this.saved) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    const snapshot: SnapshotFile = { data: this.store.data, signingKeyPem: this.signingKeyPem };
    writeFileSync(tmp, JSON.stringify(snapshot));
    renameSync(tmp, this.file);
    this.saved = this.store.changeCount;
  }
}
