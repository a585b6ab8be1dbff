/**
 * A migrated database for a second server a spec starts itself (market.spec's MARKET=ke server).
 * Creating and migrating a fresh PGlite took 30-100 s on a loaded 2-core machine, inside the spec's
 * time; so web-server.ts keeps a copy of the run's data directory as it stands once seeded and closed,
 * and such a spec starts from a copy of that (migrations then have nothing to do). It holds the
 * seeded Zambian players and the e2e crash chain, which a spec signing up its own players ignores.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePort } from './e2e-port.js';

function keptCopy(): string {
  return path.join(tmpdir(), `nyota-e2e-${e2ePort()}-migrated`);
}

/** Keeps a copy of a closed, migrated data directory (web-server.ts, before its server opens it). */
export function keepMigratedCopy(dataDir: string): void {
  forgetMigratedCopy();
  cpSync(dataDir, keptCopy(), { recursive: true });
}

export function forgetMigratedCopy(): void {
  rmSync(keptCopy(), { recursive: true, force: true });
}

/** Fills `dataDir` (new and empty) with a copy of the migrated database. */
export function copyMigratedDatabase(dataDir: string): void {
  if (!existsSync(keptCopy())) throw new Error(`${keptCopy()} is missing: is the e2e web server (web-server.ts) running?`);
  cpSync(keptCopy(), dataDir, { recursive: true });
}
