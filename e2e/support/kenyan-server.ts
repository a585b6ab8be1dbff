/**
 * A second server of the suite's build on MARKET=ke, for the specs that need a Kenyan deployment:
 * its own copy of the migrated PGlite (migrated-copy.ts), so nothing it does reaches the Zambian
 * suite server. Each caller starts its own on a port the system has just handed out: with fixed
 * ports, the phone and desktop runs of one spec (which may run at once on the two workers) started
 * two servers on one port, and the second one's readiness check could answer from the first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyMigratedDatabase } from './migrated-copy.js';

export interface KenyanServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Opening a database and starting a server on cores the suite's own server is also using. */
export const KENYAN_SERVER_START_MS = 150_000;

export async function startKenyanServer(options: { name: string; jobs: boolean }): Promise<KenyanServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `nyota-e2e-${options.name}-`));
  copyMigratedDatabase(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'AT_USERNAME', 'AT_API_KEY']) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    MARKET: 'ke',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.resolve('apps/web/dist'),
    SMS_PROVIDER: 'outbox',
    LOG_LEVEL: 'warn',
    TRUST_PROXY_HOPS: '1',
    // With jobs on, the leader registers the C2B URLs with M-Pesa (the sandbox) and runs the consumers.
    JOBS: options.jobs ? 'on' : 'off',
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: 'inherit' });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + KENYAN_SERVER_START_MS - 10_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      await stop();
      throw new Error(`the MARKET=ke server ended (${server.exitCode ?? server.signalCode}) before it was ready`);
    }
    const ready = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the MARKET=ke server was not ready in time');
    }
    await sleep(250);
  }
}

/** A port nothing listens on now (the system's pick for port 0), for the server to take next. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
