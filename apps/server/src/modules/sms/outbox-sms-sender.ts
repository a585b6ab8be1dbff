/**
 * The development default: nothing leaves the machine. A message is "delivered" by storing it in
 * the outbox table, where the developer reads it at /dev/sms (and browser tests read codes from
 * /dev/sms.json).
 */
import type { SmsSender } from './sms-sender.js';
import type { SmsRepo } from './sms.repo.js';

export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';

  constructor(private readonly repo: SmsRepo) {}

  async send(mobileE164: string, text: string): Promise<{ providerMessageId: string | null }> {
    const id = await this.repo.insert({
      provider: this.name,
      mobile: mobileE164,
      body: text,
      status: 'sent',
      providerMessageId: null,
      error: null,
    });
    return { providerMessageId: `outbox-${id}` };
  }
}
