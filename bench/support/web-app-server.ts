/**
 * The built web app served by the real server, for benches that load pages in a browser: main.ts
 * on embedded PGlite in a fresh temporary DATA_DIR, as e2e/support/web-server.ts runs it (without
 * the seeded players, which no page load needs), on a port of the bench's own. Builds the web app
 * first when apps/web/dist has no index.html.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WebAppServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export function ensureWebBuild(webDist: string): void {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  process.stdout.write(`${webDist} has no index.html: building the web app\n`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@nyota/web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) throw new Error(`web build failed with exit ${build.status ?? 'signal'}`);
}

export async function startWebAppServer(port: number): Promise<WebAppServer> {
  const webDist = process.env['WEB_DIST'] ?? path.join(root, 'apps/web/dist');
  ensureWebBuild(webDist);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-bench-web-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'AT_USERNAME', 'AT_API_KEY']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    // As in production: development re-parses every answer against the contract.
    ANSWER_CHECKS: 'off',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    SMS_PROVIDER: 'outbox',
    LOG_LEVEL: 'warn',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${baseUrl}/healthz`, child);
  } catch (err) {
    await stopChild(child);
    removeData();
    throw err;
  }
  return {
    baseUrl,
    stop: async () => {
      await stopChild(child);
      removeData();
    },
  };
}

async function waitForHealthy(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}
