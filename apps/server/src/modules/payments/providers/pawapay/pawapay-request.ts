/**
 * Builds the JSON body of a pawaPay v2 deposit, payout or refund from a TxRequest, or explains
 * why the request cannot be sent (so nothing half-valid ever reaches the provider).
 */
import { MoneyFormatError, type MajorDecimals } from '@nyota/contract/money/format';
import { normalizeMsisdn } from '../msisdn.js';
import { wireAmount } from '../wire-amount.js';
import { InvalidMsisdnError, type TxRequest } from '../provider-adapter.js';
import { operationOf, pawapayProviderFor, type PawapayOperation } from './pawapay-providers.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const MIN_MESSAGE = 4;
const MAX_MESSAGE = 22;
/** pawaPay accepts at most 10 metadata fields. */
const MAX_METADATA = 10;

export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

/** customerMessage must be 4-22 characters; letters, digits and spaces are the safe set. */
export function customerMessage(description: string, fallback: string): string {
  let cleaned = description
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length > MAX_MESSAGE) {
    // Cut at a word boundary when one leaves a usable message: "Nyota first deposit", not "... we".
    const cut = cleaned.slice(0, MAX_MESSAGE + 1);
    const space = cut.lastIndexOf(' ');
    cleaned = (space >= MIN_MESSAGE ? cut.slice(0, space) : cleaned.slice(0, MAX_MESSAGE)).trim();
  }
  return cleaned.length >= MIN_MESSAGE ? cleaned : fallback;
}

export type BuiltRequest =
  { ok: true; path: string; body: Record<string, unknown> } | { ok: false; providerCode: string; message: string };

export function buildPawapayRequest(
  req: TxRequest,
  decimalsFor: (providerCode: string, op: PawapayOperation) => MajorDecimals,
  statementName: string,
): BuiltRequest {
  if (!isUuid(req.intentId)) return { ok: false, providerCode: 'INVALID_INTENT_ID', message: 'intentId must be a UUID' };
  const provider = pawapayProviderFor(req.country, req.operator);
  if (!provider) {
    return {
      ok: false,
      providerCode: 'UNSUPPORTED_OPERATOR',
      message: `pawaPay has no provider for ${req.operator} in ${req.country}`,
    };
  }
  if (req.money.currency !== provider.currency) {
    return { ok: false, providerCode: 'INVALID_CURRENCY', message: `${provider.code} takes ${provider.currency}` };
  }
  let phoneNumber: string;
  try {
    phoneNumber = normalizeMsisdn(req.msisdn, req.country);
  } catch (err) {
    if (err instanceof InvalidMsisdnError) return { ok: false, providerCode: 'INVALID_PHONE_NUMBER', message: err.message };
    throw err;
  }
  const op = operationOf(req.direction);
  let amount: string;
  try {
    amount = wireAmount(req.money.minor, decimalsFor(provider.code, op));
  } catch (err) {
    if (err instanceof MoneyFormatError) return { ok: false, providerCode: 'INVALID_AMOUNT', message: err.message };
    throw err;
  }

  const metadata = Object.entries(req.metadata ?? {})
    .slice(0, MAX_METADATA)
    .map(([k, v]) => ({ [k]: v }));
  const party = { type: 'MMO', accountDetails: { phoneNumber, provider: provider.code } };
  const message = customerMessage(req.description, statementName);

  switch (req.direction) {
    case 'COLLECTION':
      return {
        ok: true,
        path: '/v2/deposits',
        body: withMetadata(
          { depositId: req.intentId, amount, currency: provider.currency, payer: party, customerMessage: message },
          metadata,
        ),
      };
    case 'PAYOUT':
      return {
        ok: true,
        path: '/v2/payouts',
        body: withMetadata(
          { payoutId: req.intentId, amount, currency: provider.currency, recipient: party, customerMessage: message },
          metadata,
        ),
      };
    case 'REFUND':
      if (!req.originalIntentId || !isUuid(req.originalIntentId)) {
        return { ok: false, providerCode: 'MISSING_DEPOSIT_ID', message: 'a refund needs the deposit intent id' };
      }
      return {
        ok: true,
        path: '/v2/refunds',
        body: withMetadata(
          { refundId: req.intentId, depositId: req.originalIntentId, amount, currency: provider.currency },
          metadata,
        ),
      };
  }
}

function withMetadata(body: Record<string, unknown>, metadata: Array<Record<string, string>>): Record<string, unknown> {
  return metadata.length > 0 ? { ...body, metadata } : body;
}
