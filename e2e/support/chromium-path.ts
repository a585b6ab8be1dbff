/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the
 * build shipped inside the npm package @sparticuz/chromium, so a fresh machine needs no system
 * browser and nothing is downloaded (`playwright install` cannot reach its CDN here).
 *
 * @sparticuz/chromium unpacks into os.tmpdir()/chromium and trusts any file already there. An
 * interrupted unpack or a second process unpacking at the same time would hand Playwright a
 * truncated binary, so unpacking is serialised with a lock and the result is checked by running it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';

export interface ResolvedChromium {
  executablePath: string;
  source: ChromiumSource;
}

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags for a root user on a 2-core machine with no network but loopback. Deliberately not
 * @sparticuz/chromium's `args`: its --single-process makes the browser die when a context closes
 * (Playwright opens one per test), and --disable-web-security would hide CORS and CSP faults.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // The machine's closed network refuses these connections; without the flags Chromium retries them.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--no-first-run',
  '--no-default-browser-check',
  '--no-pings',
];

const LOCK_STALE_MS = 120_000;
const LOCK_WAIT_MS = 180_000;

export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedChromium> {
  const fromEnv = env['CHROMIUM_PATH'];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  }
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, source: 'system' };
  return { executablePath: await unpackSparticuz(), source: '@sparticuz/chromium' };
}

/** Runs `<exe> --version`; a truncated or foreign binary fails here rather than mid-test. */
export function chromiumVersion(executablePath: string): string | null {
  const run = spawnSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (run.status !== 0) return null;
  const line = run.stdout.trim();
  return /chrom/i.test(line) ? line : null;
}

async function unpackSparticuz(): Promise<string> {
  const lock = path.join(tmpdir(), 'nyota-chromium-unpack.lock');
  await acquire(lock);
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    let exe = await chromium.executablePath();
    if (chromiumVersion(exe) === null) {
      // Left over from an interrupted unpack: remove it so the package unpacks afresh.
      rmSync(exe, { force: true });
      exe = await chromium.executablePath();
      if (chromiumVersion(exe) === null) {
        throw new Error(`@sparticuz/chromium unpacked ${exe} but it does not run (missing system libraries? try: ldd ${exe})`);
      }
    }
    return exe;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function acquire(lock: string): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const age = lockAge(lock);
    if (age !== null && age > LOCK_STALE_MS) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}; remove it if no test run is active`);
    await sleep(200);
  }
}

function lockAge(lock: string): number | null {
  try {
    return Date.now() - statSync(lock).mtimeMs;
  } catch {
    return null;
  }
}
