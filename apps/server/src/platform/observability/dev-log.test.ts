import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { MemoryBus } from '../bus/memory-bus.js';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { RecordingSmsSender } from '../../modules/sms/recording-sms-sender.js';
import { developmentLogStream } from './dev-log.js';

describe('development logs', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info', JOBS: 'off' });
    app = await buildApp(config, {
      database,
      bus: new MemoryBus(),
      sms: new RecordingSmsSender(),
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes one short line per request: method, path without the query, status and time', async () => {
    lines.length = 0;
    await app.inject('/healthz?token=secret-in-query');
    const messages = lines.map((l) => String((JSON.parse(l) as { msg?: unknown }).msg));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^GET \/healthz 200 \d+ ms$/);
    expect(lines.join('')).not.toContain('secret-in-query');
  });

  it('prints a pino line as one readable line, not JSON', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    const stream = developmentLogStream(out);
    stream.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', reqId: 'r', msg: 'GET /x 200 3 ms' })}\n`,
    );
    await expect.poll(() => chunks.join('')).toContain('GET /x 200 3 ms');
    const text = chunks.join('');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(text).toContain('INFO');
    expect(text).not.toContain('{');
    expect(text).not.toContain('hostname');
  });
});
