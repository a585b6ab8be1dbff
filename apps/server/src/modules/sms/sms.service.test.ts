import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import type { AppConfig } from '../../config.js';
import { RecordingSmsSender } from './recording-sms-sender.js';
import { SmsSendError } from './sms-sender.js';
import { SmsRepo } from './sms.repo.js';
import { createSmsSender, latestOutbox, RecordedSmsSender, type SmsLogger } from './sms.service.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('sms_outbox').execute();
});

function captureLog(): SmsLogger & { lines: { obj: object; msg: string }[] } {
  const lines: { obj: object; msg: string }[] = [];
  return { lines, warn: (obj, msg) => lines.push({ obj, msg }), error: (obj, msg) => lines.push({ obj, msg }) };
}

const outboxConfig: AppConfig['sms'] = {
  provider: 'outbox',
  atUsername: null,
  atApiKey: null,
  atSenderId: null,
  atBaseUrl: 'https://api.africastalking.com',
};

async function rows() {
  return database.db.selectFrom('sms_outbox').selectAll().orderBy('id').execute();
}

describe('createSmsSender', () => {
  it('stores every message in the outbox when the provider is outbox', async () => {
    const sms = createSmsSender(outboxConfig, database.db, captureLog());
    expect(sms.name).toBe('outbox');
    const r = await sms.send('260971234567', 'Your Nyota code is 4821');
    expect(r.providerMessageId).toMatch(/^outbox-\d+$/);

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      provider: 'outbox',
      mobile: '260971234567',
      body: 'Your Nyota code is 4821',
      status: 'sent',
      error: null,
    });
  });

  it("records a failed Africa's Talking send with the reason and rethrows it as retryable", async () => {
    const log = captureLog();
    const sms = createSmsSender(
      { ...outboxConfig, provider: 'africastalking', atUsername: 'u', atApiKey: 'k', atBaseUrl: 'http://127.0.0.1:1' },
      database.db,
      log,
    );
    expect(sms.name).toBe('africastalking');
    const err = await sms.send('260971234567', 'Your Nyota code is 4821').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).retryable).toBe(true);

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ provider: 'africastalking', status: 'failed', provider_message_id: null });
    expect(stored[0]?.error).toMatch(/^gateway unreachable/);
    // Operators see who and why in the log, never the code itself.
    expect(JSON.stringify(log.lines)).not.toContain('4821');
    expect(log.lines[0]?.msg).toBe('sms send failed');
  });

  it('refuses an Africa’s Talking config without credentials', () => {
    expect(() => createSmsSender({ ...outboxConfig, provider: 'africastalking' }, database.db, captureLog())).toThrow(
      /AT_API_KEY/,
    );
  });
});

describe('RecordedSmsSender', () => {
  it('records sent messages with the provider id and failed ones with the error', async () => {
    const provider = new RecordingSmsSender();
    const sms = new RecordedSmsSender(provider, new SmsRepo(database.db), captureLog());
    await sms.send('260971111111', 'first');
    provider.failNext = 1;
    await expect(sms.send('260972222222', 'second')).rejects.toThrow('gateway unavailable');

    const stored = await rows();
    expect(stored.map((r) => [r.provider, r.mobile, r.body, r.status, r.provider_message_id, r.error])).toEqual([
      ['recording', '260971111111', 'first', 'sent', 'rec-1', null],
      ['recording', '260972222222', 'second', 'failed', null, 'gateway unavailable'],
    ]);
  });
});

describe('latestOutbox', () => {
  it('lists newest first and stops at the limit', async () => {
    const sms = createSmsSender(outboxConfig, database.db, captureLog());
    for (let i = 1; i <= 4; i++) await sms.send('260971234567', `message ${i}`);
    const latest = await latestOutbox(database.db, 3);
    expect(latest.map((m) => m.body)).toEqual(['message 4', 'message 3', 'message 2']);
    expect(latest[0]?.createdAt).toBeInstanceOf(Date);
  });
});
