/**
 * The handset side: prompts waiting for the payer, by number. Only bookkeeping here; what an
 * answer does to the transaction is the lifecycle's business (core/lifecycle.ts).
 */
import { newUuid } from '../core/ids.js';
import type { SandboxStore } from '../core/store.js';
import type { Intent, Prompt } from '../core/types.js';

export const PROMPT_ACTIONS = ['approve', 'reject', 'wrong_pin', 'ignore'] as const;
export type PromptAction = (typeof PROMPT_ACTIONS)[number];

export function isPromptAction(v: unknown): v is PromptAction {
  return typeof v === 'string' && (PROMPT_ACTIONS as readonly string[]).includes(v);
}

export class PromptBook {
  constructor(private readonly store: SandboxStore) {}

  open(intent: Intent, label: string, now: number, expiresAt: number): Prompt {
    const prompt: Prompt = {
      id: newUuid(),
      intentKey: intent.key,
      provider: intent.provider,
      msisdn: intent.msisdn,
      amountMinor: intent.amountMinor,
      currency: intent.currency,
      label,
      createdAt: now,
      expiresAt,
      dismissed: false,
    };
    this.store.data.prompts[prompt.id] = prompt;
    intent.promptId = prompt.id;
    return prompt;
  }

  get(id: string): Prompt | undefined {
    return this.store.data.prompts[id];
  }

  close(intent: Intent): void {
    if (intent.promptId) delete this.store.data.prompts[intent.promptId];
    delete intent.promptId;
  }

  /** Open prompts for a number, oldest first (dismissed ones included: the operator still holds them). */
  openFor(msisdn: string): Prompt[] {
    return Object.values(this.store.data.prompts)
      .filter((p) => p.msisdn === msisdn)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /** What the phone shows: open and not dismissed, optionally for one number. */
  visible(msisdn?: string): Prompt[] {
    return Object.values(this.store.data.prompts)
      .filter((p) => !p.dismissed && (msisdn === undefined || p.msisdn === msisdn))
      .sort((a, b) => a.createdAt - b.createdAt);
  }
}
