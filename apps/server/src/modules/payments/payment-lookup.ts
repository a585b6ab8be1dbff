/**
 * What other modules may read of a payment for staff work (appeals): the intent as we hold it, and
 * the provider's answer to a fresh status query. Reading never changes the intent: a status that
 * differs is for the agent to judge (and the poller or reconciliation to act on).
 */
import type { Db } from '../../platform/db/database.js';
import type { Intent } from './intent-row.js';
import type { IntentsRepo } from './intents.repo.js';
import type { ProviderDirectory } from './provider-directory.js';
import type { Country } from './providers/provider-adapter.js';

export interface ProviderRequery {
  found: boolean;
  status: string | null;
  providerTxnId: string | null;
  /** Minor units, when the provider said. */
  amount: number | null;
  error: string | null;
}

export class PaymentLookup {
  constructor(
    private readonly db: Db,
    private readonly intents: IntentsRepo,
    private readonly providers: ProviderDirectory,
  ) {}

  intent(id: string, trx: Db = this.db): Promise<Intent | undefined> {
    return this.intents.find(trx, id);
  }

  /** Asks the intent's provider for its status now; a failed query is an answer too. */
  async requery(intent: Intent): Promise<ProviderRequery> {
    const adapter = this.providers.get(intent.provider, intent.country as Country);
    if (!adapter)
      return { found: false, status: null, providerTxnId: null, amount: null, error: `${intent.provider} is not configured` };
    try {
      const r = await adapter.getStatus({
        intentId: intent.id,
        direction: intent.direction === 'deposit' ? 'COLLECTION' : 'PAYOUT',
        ...(intent.providerRef ? { providerRef: intent.providerRef } : {}),
      });
      return {
        found: r.found,
        status: r.status,
        providerTxnId: r.providerTxnId ?? null,
        amount: r.money ? Number(r.money.minor) : null,
        error: r.error ?? null,
      };
    } catch (err) {
      return {
        found: false,
        status: null,
        providerTxnId: null,
        amount: null,
        error: err instanceof Error ? err.message : String(err),
      };
    }
  }
}
