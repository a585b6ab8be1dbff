/**
 * The payers' side of the fault test, acting on the sandbox the way players act on their phones:
 * each prompt is approved, rejected, failed with three wrong PINs, or ignored for a while (the
 * payment stays pending) and answered later. Payments on pawaPay's "stuck" test numbers never
 * resolve on their own, so after a while the provider is made to decide them (force), half
 * completed and half failed, as an operator's reconciliation eventually would.
 */
import { randomInt } from 'node:crypto';
import { isFinal, type Outcome, type PromptAction, type Sandbox } from '@nyota/sandbox';

type Plan = { at: number; actions: PromptAction[] };

export interface HandsetCounts {
  approved: number;
  rejected: number;
  wrongPin: number;
  ignored: number;
  forced: number;
}

export class Handset {
  private readonly plans = new Map<string, Plan>();
  private readonly firstSeen = new Map<string, number>();
  readonly counts: HandsetCounts = { approved: 0, rejected: 0, wrongPin: 0, ignored: 0, forced: 0 };

  constructor(private readonly sandbox: Sandbox) {}

  private plan(now: number): Plan {
    const roll = randomInt(100);
    if (roll < 60) return { at: now + randomInt(200, 2_500), actions: ['approve'] };
    if (roll < 75) return { at: now + randomInt(200, 2_000), actions: ['reject'] };
    if (roll < 85) return { at: now + randomInt(200, 2_000), actions: ['wrong_pin', 'wrong_pin', 'wrong_pin'] };
    // Ignored: the player looks away; the payment stays pending until the player comes back.
    return { at: now, actions: ['ignore', 'approve'] };
  }

  private act(promptId: string, action: PromptAction): void {
    const result = this.sandbox.lifecycle.act(promptId, action);
    if (!result.ok) return;
    if (action === 'approve') this.counts.approved += 1;
    else if (action === 'reject') this.counts.rejected += 1;
    else if (action === 'wrong_pin') this.counts.wrongPin += 1;
    else this.counts.ignored += 1;
  }

  /** One look at the phones: carries out what is due. */
  tick(now = Date.now()): void {
    for (const prompt of Object.values(this.sandbox.store.data.prompts)) {
      let plan = this.plans.get(prompt.id);
      if (!plan) {
        plan = this.plan(now);
        this.plans.set(prompt.id, plan);
      }
      while (plan.at <= now && plan.actions.length > 0) {
        const action = plan.actions.shift() as PromptAction;
        this.act(prompt.id, action);
        // An ignored prompt is answered 5-12 s later.
        if (action === 'ignore') plan.at = now + randomInt(5_000, 12_000);
      }
    }
    this.forceStuck(now, 10_000);
  }

  /** Answers every prompt still open now (approve or reject, alternately). */
  answerAll(): void {
    let i = 0;
    for (const prompt of Object.values(this.sandbox.store.data.prompts)) {
      this.act(prompt.id, i++ % 3 === 2 ? 'reject' : 'approve');
    }
  }

  /** Decides stuck payments first seen more than `afterMs` ago. */
  forceStuck(now = Date.now(), afterMs = 0): void {
    for (const intent of Object.values(this.sandbox.store.data.intents)) {
      if (isFinal(intent.phase) || intent.magic?.kind !== 'stuck') continue;
      const seen = this.firstSeen.get(intent.key) ?? now;
      this.firstSeen.set(intent.key, seen);
      if (now - seen < afterMs) continue;
      const outcome: Outcome =
        randomInt(2) === 0
          ? { kind: 'success' }
          : { kind: 'failure', failure: { kind: 'unspecified', code: 'UNSPECIFIED_FAILURE' } };
      if (this.sandbox.lifecycle.force(intent, { outcome }).ok) this.counts.forced += 1;
    }
  }
}
