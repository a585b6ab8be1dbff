/**
 * Builds a whole node for a test: real database (see test-database.ts), a bus, a manual clock and
 * an SMS sender that records what it sent, so a test can read the one-time code like a player.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import type { EventBus } from '../platform/bus/event-bus.js';
import { MemoryBus } from '../platform/bus/memory-bus.js';
import { ManualClock } from '../platform/clock.js';
import { RecordingSmsSender } from '../modules/sms/recording-sms-sender.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  bus: EventBus;
  clock: ManualClock;
  sms: RecordingSmsSender;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  database?: DatabaseHandle;
  bus?: EventBus;
  clock?: ManualClock;
  env?: Record<string, string>;
  nodeId?: string;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const ownDb = !opts.database;
  const database = opts.database ?? (await createTestDatabase());
  const bus = opts.bus ?? new MemoryBus();
  const clock = opts.clock ?? new ManualClock(new Date());
  const sms = new RecordingSmsSender();
  // Files a node writes (uploaded images) go to a directory of this test's own, removed on close.
  const dataDir = opts.env?.['DATA_DIR'] ? null : mkdtempSync(path.join(tmpdir(), 'nyota-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(dataDir ? { DATA_DIR: dataDir } : {}), ...opts.env });
  const app = await buildApp(config, { database, bus, clock, sms, nodeId: opts.nodeId ?? 'test' });
  await app.ready();
  return {
    app,
    database,
    bus,
    clock,
    sms,
    config,
    close: async () => {
      await app.close();
      if (ownDb) await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Posts a form-encoded body as the web client does. */
export function postForm(
  app: FastifyInstance,
  url: string,
  body: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  }
  return app.inject({
    method: 'POST',
    url,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, token };
}

export interface EnvelopeBody<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function envelope<T = unknown>(res: LightMyRequestResponse): EnvelopeBody<T> {
  return res.json<EnvelopeBody<T>>();
}
