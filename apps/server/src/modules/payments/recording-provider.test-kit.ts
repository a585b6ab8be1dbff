/**
 * A scriptable provider for the cases the sandbox cannot stage exactly (a status answer with a
 * different amount, a status query that errors, a precise sequence of answers). It records every
 * call so tests can prove what was (not) sent. Callbacks are JSON { intentId, status }, unsigned.
 */
import { toMinor } from '@nyota/contract/money/minor';
import type {
  CallbackParseResult,
  CallbackRequest,
  Capability,
  InitiateResult,
  PaymentProviderAdapter,
  StatusResult,
  TxRequest,
} from './providers/provider-adapter.js';
import { ProviderRouter } from './providers/provider-registry.js';
import { RouterDirectory } from './provider-directory.js';
import type { PaymentProviders } from './provider-setup.js';

export class RecordingProvider implements PaymentProviderAdapter {
  readonly id = 'pawapay' as const;
  readonly initiated: TxRequest[] = [];
  readonly statusAsked: string[] = [];
  /** What the next initiations answer (default: accepted). */
  onInitiate: (req: TxRequest) => InitiateResult = (req) => ({
    kind: 'accepted',
    providerRef: req.intentId,
    status: 'SUBMITTED',
    raw: {},
  });
  /** Status answers by intent id, else `defaultStatus`. */
  readonly statuses = new Map<string, Omit<StatusResult, 'raw'>>();
  defaultStatus: Omit<StatusResult, 'raw'> = { found: true, status: 'PENDING', final: false };

  capabilities(): Capability[] {
    return (['MTN', 'AIRTEL', 'ZAMTEL'] as const).map((operator) => ({
      country: 'ZM',
      operator,
      directions: ['COLLECTION', 'PAYOUT'],
    }));
  }

  normalizeMsisdn(input: string): string {
    return input;
  }

  async initiate(req: TxRequest): Promise<InitiateResult> {
    this.initiated.push(req);
    return this.onInitiate(req);
  }

  async getStatus(ref: { intentId: string }): Promise<StatusResult> {
    this.statusAsked.push(ref.intentId);
    const s = this.statuses.get(ref.intentId) ?? this.defaultStatus;
    return { ...s, raw: { scripted: true } };
  }

  async parseCallback(http: CallbackRequest): Promise<CallbackParseResult> {
    const body = JSON.parse(http.rawBody.toString('utf8')) as { intentId: string; status: 'SUCCEEDED' | 'FAILED' };
    return { events: [{ intentId: body.intentId, status: body.status, trusted: false, raw: body }], ack: { status: 200 } };
  }

  succeed(intentId: string, minor: number): void {
    this.statuses.set(intentId, {
      found: true,
      status: 'SUCCEEDED',
      final: true,
      providerTxnId: `TX-${intentId.slice(0, 8)}`,
      money: { minor: toMinor(minor), currency: 'ZMW' },
    });
  }
}

export function recordingProviders(provider: RecordingProvider): PaymentProviders {
  return { providers: new RouterDirectory(() => new ProviderRouter([provider])), statements: () => [] };
}
