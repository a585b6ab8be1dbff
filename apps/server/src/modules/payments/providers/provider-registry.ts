/**
 * Which adapter carries a new payment (country + operator + direction), and which adapter owns an
 * existing one. pawaPay is the default wherever it operates (all three Zambian operators and the
 * other markets); PAYMENT_ROUTES can move an operator to a direct integration, e.g. ZM:MTN=mtn.
 * An override that cannot do a direction (MTN direct without disbursement credentials) leaves that
 * direction on the default.
 *
 * There is no failover: an intent stays with the adapter that first received it, found again by
 * `adapterFor(providerId, country)`, because two providers must never both hold the same money.
 */
import type { Clock } from '../../../platform/clock.js';
import { MtnAdapter } from './mtn/mtn-adapter.js';
import { PawapayAdapter } from './pawapay/pawapay-adapter.js';
import type { ProviderSettings, RouteOverride } from './provider-config.js';
import type { Country, Direction, Operator, PaymentProviderAdapter, ProviderId } from './provider-adapter.js';

const DEFAULT_PREFERENCE: readonly ProviderId[] = ['pawapay', 'mtn', 'airtel', 'mpesa', 'flutterwave', 'paystack'];

export class NoProviderRouteError extends Error {
  constructor(
    readonly country: Country,
    readonly operator: Operator,
    readonly direction: Direction,
  ) {
    super(`no payment provider for ${operator} ${direction} in ${country}`);
    this.name = 'NoProviderRouteError';
  }
}

export interface RouteEntry {
  country: Country;
  operator: Operator;
  direction: Direction;
  providerId: ProviderId;
}

export class ProviderRouter {
  constructor(
    private readonly adapters: readonly PaymentProviderAdapter[],
    private readonly overrides: readonly RouteOverride[] = [],
    private readonly preference: readonly ProviderId[] = DEFAULT_PREFERENCE,
  ) {}

  /** The adapter for a new payment, or undefined when nobody can carry it. */
  find(country: Country, operator: Operator, direction: Direction): PaymentProviderAdapter | undefined {
    const override = this.overrides.find((o) => o.country === country && o.operator === operator);
    if (override) {
      const chosen = this.adapters.find((a) => a.id === override.providerId && supports(a, country, operator, direction));
      if (chosen) return chosen;
    }
    for (const id of this.preference) {
      const chosen = this.adapters.find((a) => a.id === id && supports(a, country, operator, direction));
      if (chosen) return chosen;
    }
    return undefined;
  }

  route(country: Country, operator: Operator, direction: Direction): PaymentProviderAdapter {
    const adapter = this.find(country, operator, direction);
    if (!adapter) throw new NoProviderRouteError(country, operator, direction);
    return adapter;
  }

  /** The adapter that owns an existing intent (several MTN accounts may exist, one per country). */
  adapterFor(providerId: ProviderId, country?: Country): PaymentProviderAdapter | undefined {
    const candidates = this.adapters.filter((a) => a.id === providerId);
    if (country === undefined || candidates.length <= 1) return candidates[0];
    return candidates.find((a) => a.capabilities().some((c) => c.country === country)) ?? candidates[0];
  }

  /** Every operator and direction that can be paid, with the provider that carries it. */
  routes(): RouteEntry[] {
    const out: RouteEntry[] = [];
    const seen = new Set<string>();
    for (const a of this.adapters) {
      for (const cap of a.capabilities()) {
        for (const direction of cap.directions) {
          const key = `${cap.country}:${cap.operator}:${direction}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const chosen = this.find(cap.country, cap.operator, direction);
          if (chosen) out.push({ country: cap.country, operator: cap.operator, direction, providerId: chosen.id });
        }
      }
    }
    return out;
  }

  all(): readonly PaymentProviderAdapter[] {
    return this.adapters;
  }
}

function supports(a: PaymentProviderAdapter, country: Country, operator: Operator, direction: Direction): boolean {
  return a.capabilities().some((c) => c.country === country && c.operator === operator && c.directions.includes(direction));
}

/** Adapters for every provider whose credentials are configured. */
export function createProviderAdapters(settings: ProviderSettings, clock?: Clock): PaymentProviderAdapter[] {
  const adapters: PaymentProviderAdapter[] = [];
  if (settings.pawapay) adapters.push(new PawapayAdapter(settings.pawapay, clock));
  if (settings.mtn) adapters.push(new MtnAdapter(settings.mtn, clock));
  return adapters;
}

export function createProviderRouter(settings: ProviderSettings, clock?: Clock): ProviderRouter {
  return new ProviderRouter(createProviderAdapters(settings, clock), settings.routes);
}
