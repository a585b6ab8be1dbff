/**
 * Africa's Talking bulk SMS: `POST {base}/version1/messaging` with the `apiKey` header and a form
 * body (username, to, message, optional from). The gateway answers 201 with
 * `SMSMessageData.Recipients[]`, one entry per number; statusCode 100 (Processed), 101 (Sent) and
 * 102 (Queued) mean the message was accepted. Everything else is a refusal for that number.
 *
 * Retry advice carried by SmsSendError: gateway-side faults (HTTP 5xx, recipient codes 500-502,
 * network errors, timeouts) are retryable; bad credentials, bad numbers, blacklists and an empty
 * account balance are not, because sending again cannot succeed until a person acts.
 */
import { SmsSendError, type SmsSender } from './sms-sender.js';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  /** Alphanumeric sender id or short code; the account default is used when null. */
  senderId: string | null;
  baseUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const ACCEPTED_CODES = new Set([100, 101, 102]);
const RETRYABLE_RECIPIENT_CODES = new Set([500, 501, 502]);

interface AtRecipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
  number?: unknown;
}

export class AfricasTalkingSmsSender implements SmsSender {
  readonly name = 'africastalking';
  private readonly url: string;

  constructor(private readonly opts: AfricasTalkingOptions) {
    this.url = `${opts.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  }

  async send(mobileE164: string, text: string): Promise<{ providerMessageId: string | null }> {
    const form = new URLSearchParams({
      username: this.opts.username,
      to: mobileE164.startsWith('+') ? mobileE164 : `+${mobileE164}`,
      message: text,
    });
    if (this.opts.senderId) form.set('from', this.opts.senderId);

    let res: Response;
    let bodyText: string;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          apiKey: this.opts.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      // The timeout covers the body too: a gateway that sends headers and then stalls is a timeout.
      bodyText = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new SmsSendError(timedOut ? 'gateway timeout' : `gateway unreachable: ${describe(err)}`, true);
    }

    if (res.status === 401 || res.status === 403) {
      throw new SmsSendError(`gateway refused credentials (HTTP ${res.status}): ${snippet(bodyText)}`, false);
    }
    if (res.status >= 500) {
      throw new SmsSendError(`gateway error (HTTP ${res.status}): ${snippet(bodyText)}`, true);
    }
    if (res.status < 200 || res.status >= 300) {
      throw new SmsSendError(`gateway rejected request (HTTP ${res.status}): ${snippet(bodyText)}`, false);
    }

    const recipient = firstRecipient(bodyText);
    if (!recipient.ok) throw new SmsSendError(recipient.error, false);
    const r = recipient.value;
    const code = typeof r.statusCode === 'number' ? r.statusCode : Number(r.statusCode);
    const status = typeof r.status === 'string' ? r.status : 'Unknown';
    if (ACCEPTED_CODES.has(code) || (Number.isNaN(code) && status === 'Success')) {
      const id = typeof r.messageId === 'string' && r.messageId !== 'None' ? r.messageId : null;
      return { providerMessageId: id };
    }
    throw new SmsSendError(`${status} (${Number.isNaN(code) ? 'no code' : code})`, RETRYABLE_RECIPIENT_CODES.has(code));
  }
}

type Parsed = { ok: true; value: AtRecipient } | { ok: false; error: string };

function firstRecipient(bodyText: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    // 2xx without JSON: the message may or may not have gone; do not invite a duplicate send.
    return { ok: false, error: `unreadable gateway answer: ${snippet(bodyText)}` };
  }
  const data = isObject(json) ? json['SMSMessageData'] : undefined;
  if (!isObject(data)) return { ok: false, error: `unexpected gateway answer: ${snippet(bodyText)}` };
  const recipients = data['Recipients'];
  const first: unknown = Array.isArray(recipients) ? recipients[0] : undefined;
  if (!isObject(first)) {
    // An empty list carries the reason in Message (e.g. "InvalidSenderId").
    const message = typeof data['Message'] === 'string' ? data['Message'] : 'no recipients accepted';
    return { ok: false, error: `rejected: ${message}` };
  }
  return { ok: true, value: first };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function snippet(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}...` : oneLine;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
  }
  return String(err);
}
