/**
 * Reconciliation for a provider without statements (MTN MoMo: no statement API in the Open API we
 * use): the day's intents are each asked about with the provider's status query (GET
 * /collection/v1_0/requesttopay/{id}, GET /disbursement/v1_0/transfer/{id}) and the answers read as
 * statement lines. It cannot reveal a payment we never recorded; a check that fails is reported as
 * unverified, never as missing.
 */
import type { ProviderDirectory } from './provider-directory.js';
import type { Country } from './providers/provider-adapter.js';
import type { IntentToCheck, StatementLine, StatementReader, StatementResult, UncheckedIntent } from './statement-reader.js';

const PARALLEL = 4;

export class StatusCheckReader implements StatementReader {
  readonly kind = 'per-intent' as const;

  constructor(
    readonly providerId: string,
    private readonly providers: ProviderDirectory,
  ) {}

  async read(req: { intents: readonly IntentToCheck[] }): Promise<StatementResult> {
    const lines: StatementLine[] = [];
    const unchecked: UncheckedIntent[] = [];
    for (let i = 0; i < req.intents.length; i += PARALLEL) {
      await Promise.all(req.intents.slice(i, i + PARALLEL).map((intent) => this.check(intent, lines, unchecked)));
    }
    return { lines, unchecked };
  }

  private async check(intent: IntentToCheck, lines: StatementLine[], unchecked: UncheckedIntent[]): Promise<void> {
    const adapter = this.providers.get(this.providerId, intent.country as Country);
    if (!adapter) {
      unchecked.push({ intentId: intent.intentId, error: `${this.providerId} is not configured` });
      return;
    }
    const direction = intent.direction === 'deposit' ? 'COLLECTION' : 'PAYOUT';
    try {
      const r = await adapter.getStatus({
        intentId: intent.intentId,
        direction,
        ...(intent.providerRef ? { providerRef: intent.providerRef } : {}),
      });
      if (r.error !== undefined) unchecked.push({ intentId: intent.intentId, error: r.error });
      else if (r.found) {
        lines.push({
          intentId: intent.intentId,
          direction,
          status: r.status,
          ...(r.money ? { money: r.money } : {}),
          ...(r.providerTxnId ? { providerTxnId: r.providerTxnId } : {}),
        });
      }
    } catch (err) {
      unchecked.push({ intentId: intent.intentId, error: err instanceof Error ? err.message : String(err) });
    }
  }
}
