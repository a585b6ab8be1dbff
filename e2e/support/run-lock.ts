/**
 * A lock shared by the Playwright workers of one run (mkdir is atomic), for tests that change a
 * global setting: the mobile and desktop runs of one test would otherwise undo each other's value.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2ePort } from './e2e-port.js';

/** Longer than any holder keeps it: an older lock was left by a run that crashed. */
const STALE_MS = 150_000;

function tryTake(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  try {
    if (Date.now() - statSync(lock).mtimeMs > STALE_MS) rmSync(lock, { recursive: true, force: true });
  } catch {
    // Released meanwhile: the next poll takes it.
  }
  return false;
}

/** Runs `fn` while holding the run's lock `name`, waiting (polling) for another holder to finish. */
export async function withRunLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `nyota-e2e-${e2ePort()}-${name}.lock`);
  await expect.poll(() => tryTake(lock), { message: `the run lock ${name}`, timeout: STALE_MS }).toBe(true);
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
