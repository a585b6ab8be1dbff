import { SmsSendError, type SmsSender } from './sms-sender.js';

export interface RecordedSms {
  to: string;
  text: string;
  at: Date;
}

/** For tests: keeps every message and can be told to fail, like a gateway outage. */
export class RecordingSmsSender implements SmsSender {
  readonly name = 'recording';
  readonly sent: RecordedSms[] = [];
  failNext = 0;

  async send(mobileE164: string, text: string): Promise<{ providerMessageId: string | null }> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new SmsSendError('gateway unavailable', true);
    }
    this.sent.push({ to: mobileE164, text, at: new Date() });
    return { providerMessageId: `rec-${this.sent.length}` };
  }

  /** The last 4-digit code sent to a number, as a player would read it off the SMS. */
  lastCode(mobileE164: string): string | null {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      const m = this.sent[i];
      if (m && m.to === mobileE164) return /\b(\d{4})\b/.exec(m.text)?.[1] ?? null;
    }
    return null;
  }
}
