/**
 * How the payments service finds an adapter: by the provider id stored on an intent (a payment
 * stays with the provider that started it, no failover in flight), and through the provider router
 * for a new payment. Built lazily on first use, so an in-process sandbox can be addressed on the
 * port the server got when it started listening.
 */
import type { ProviderRouter } from './providers/provider-registry.js';
import type { Country, Direction, Operator, PaymentProviderAdapter, ProviderId } from './providers/provider-adapter.js';

export interface ProviderDirectory {
  /** The adapter that owns an intent of this provider, or undefined when it is not configured. */
  get(providerId: string, country?: Country): PaymentProviderAdapter | undefined;
  /** The adapter for a new payment, or undefined when nobody carries it. */
  route(country: Country, operator: Operator, direction: Direction): PaymentProviderAdapter | undefined;
  /** Every configured adapter (callbacks, reconciliation). */
  all(): readonly PaymentProviderAdapter[];
}

const PROVIDER_IDS: readonly string[] = ['mtn', 'airtel', 'mpesa', 'pawapay', 'flutterwave', 'paystack'];

export class RouterDirectory implements ProviderDirectory {
  private router: ProviderRouter | null = null;

  /** `build` runs on first use (after listen when the sandbox is in-process). */
  constructor(private readonly build: () => ProviderRouter) {}

  private r(): ProviderRouter {
    this.router ??= this.build();
    return this.router;
  }

  get(providerId: string, country?: Country): PaymentProviderAdapter | undefined {
    if (!PROVIDER_IDS.includes(providerId)) return undefined;
    return this.r().adapterFor(providerId as ProviderId, country);
  }

  route(country: Country, operator: Operator, direction: Direction): PaymentProviderAdapter | undefined {
    return this.r().find(country, operator, direction);
  }

  all(): readonly PaymentProviderAdapter[] {
    return this.r().all();
  }
}
