/**
 * Reads one-time codes the way a developer does: from the development SMS outbox, whose JSON form
 * (GET /dev/sms.json -> {code:0, data:[{mobile, body, createdAt}]}, newest first) exists for tests.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { OTP_LENGTH } from '@nyota/contract/constants';
import { zambiaE164 } from './phone.js';

export interface OutboxMessage {
  id?: string;
  /** E.164 digits without '+'. */
  mobile: string;
  body: string;
  createdAt: string;
}

export async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get('/dev/sms.json');
  expect(res.ok(), `GET /dev/sms.json answered HTTP ${res.status()}`).toBe(true);
  const body = (await res.json()) as { code: number; data: OutboxMessage[] | null };
  expect(body.code, 'GET /dev/sms.json envelope code').toBe(0);
  return body.data ?? [];
}

export function codeIn(text: string): string | null {
  return new RegExp(`(?<!\\d)\\d{${OTP_LENGTH}}(?!\\d)`).exec(text)?.[0] ?? null;
}

export interface LatestCodeOptions {
  /** Ignore messages created before this instant (e.g. a code from an earlier step). */
  since?: Date;
  timeoutMs?: number;
}

/**
 * The code in the newest text sent to `mobile` (national form, e.g. 0961234567), waiting for it
 * to arrive. Fails the test with the outbox's content if none comes.
 */
export async function latestCode(request: APIRequestContext, mobile: string, options: LatestCodeOptions = {}): Promise<string> {
  const to = zambiaE164(mobile);
  const since = options.since?.getTime() ?? 0;
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const outbox = await readOutbox(request);
    const newest = outbox
      .filter((m) => m.mobile === to && Date.parse(m.createdAt) >= since)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
    const code = newest ? codeIn(newest.body) : null;
    if (code !== null) return code;
    if (Date.now() > deadline) {
      const seen = outbox.map((m) => `  +${m.mobile} ${m.createdAt}: ${m.body}`).join('\n') || '  (empty)';
      throw new Error(`no ${OTP_LENGTH}-digit code texted to ${mobile} (+${to}) arrived; the outbox holds:\n${seen}`);
    }
    await sleep(200);
  }
}
