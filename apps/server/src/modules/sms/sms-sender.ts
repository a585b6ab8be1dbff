/** Sends one text message to an E.164 number (digits, no '+'). Throws SmsSendError on failure. */
export interface SmsSender {
  readonly name: string;
  send(mobileE164: string, text: string): Promise<{ providerMessageId: string | null }>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
