/**
 * Chooses the SMS provider the configuration names and keeps a record of every send, whichever
 * provider carried it: the outbox table answers "did the player's code go out, and if not why"
 * without reading provider dashboards.
 */
import type { AppConfig } from '../../config.js';
import type { Db } from '../../platform/db/database.js';
import { AfricasTalkingSmsSender } from './africastalking-sms-sender.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import { SmsSendError, type SmsSender } from './sms-sender.js';
import { SmsRepo, type OutboxEntry } from './sms.repo.js';

/** The slice of a pino/Fastify logger this module uses (kept free of Fastify types). */
export interface SmsLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function createSmsSender(smsConfig: AppConfig['sms'], db: Db, log: SmsLogger): SmsSender {
  const repo = new SmsRepo(db);
  if (smsConfig.provider === 'outbox') return new OutboxSmsSender(repo);
  if (!smsConfig.atUsername || !smsConfig.atApiKey) {
    // loadConfig already refuses this; a hand-built config must not fail at the first login instead.
    throw new Error('Africa’s Talking needs AT_USERNAME and AT_API_KEY');
  }
  const provider = new AfricasTalkingSmsSender({
    username: smsConfig.atUsername,
    apiKey: smsConfig.atApiKey,
    senderId: smsConfig.atSenderId,
    baseUrl: smsConfig.atBaseUrl,
  });
  return new RecordedSmsSender(provider, repo, log);
}

/** Wraps a real provider: sends, then stores the outcome ('sent' or 'failed' with the reason). */
export class RecordedSmsSender implements SmsSender {
  readonly name: string;

  constructor(
    private readonly provider: SmsSender,
    private readonly repo: SmsRepo,
    private readonly log: SmsLogger,
  ) {
    this.name = provider.name;
  }

  async send(mobileE164: string, text: string): Promise<{ providerMessageId: string | null }> {
    try {
      const result = await this.provider.send(mobileE164, text);
      await this.record(mobileE164, text, 'sent', result.providerMessageId, null);
      return result;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      // The body holds a one-time code: log who and why, never what.
      this.log.warn({ provider: this.name, mobile: mobileE164, reason }, 'sms send failed');
      await this.record(mobileE164, text, 'failed', null, reason);
      throw err instanceof SmsSendError ? err : new SmsSendError(reason, true);
    }
  }

  private async record(
    mobile: string,
    body: string,
    status: 'sent' | 'failed',
    providerMessageId: string | null,
    error: string | null,
  ): Promise<void> {
    try {
      await this.repo.insert({ provider: this.name, mobile, body, status, providerMessageId, error });
    } catch (err) {
      // The message's fate was decided by the provider; a lost record must not turn a sent code into an error.
      this.log.error({ err, provider: this.name, mobile, status }, 'sms outbox record failed');
    }
  }
}

/** The newest messages first, for the development outbox page. */
export function latestOutbox(db: Db, limit: number): Promise<OutboxEntry[]> {
  return new SmsRepo(db).latest(limit);
}
