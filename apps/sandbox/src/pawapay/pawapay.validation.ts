/**
 * Synchronous checks of a pawaPay v2 initiation, in the order and with the codes pawaPay documents
 * (docs.pawapay.io/v2/docs/failure_codes): malformed requests are HTTP 400 (INVALID_INPUT,
 * MISSING_PARAMETER, UNSUPPORTED_PARAMETER, INVALID_PARAMETER, DUPLICATE_METADATA_FIELD); requests
 * that are well formed but cannot be paid are HTTP 200 with status REJECTED (INVALID_PROVIDER,
 * PROVIDER_TEMPORARILY_UNAVAILABLE, INVALID_PHONE_NUMBER, INVALID_CURRENCY, INVALID_AMOUNT,
 * AMOUNT_OUT_OF_BOUNDS).
 */
import { isRecord } from '../core/http.js';
import { isUuidV4 } from '../core/ids.js';
import { parseAmount } from '../core/money.js';
import { countryOf } from '../core/networks.js';
import type { AvailabilityStatus, PawapayOperation } from '../core/types.js';
import { flattenMetadata, ID_FIELD, type PawapayKind } from './pawapay.wire.js';
import { pawapayProvider, type PawapayProvider } from './pawapay.providers.js';

export interface Rejection {
  http: number;
  code: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };

export interface TransferRequest {
  id: string;
  amountMinor: number;
  currency: string;
  msisdn: string;
  provider: PawapayProvider;
  wire: Record<string, unknown>;
}

export interface RefundRequest {
  refundId: string;
  depositId: string;
  amountMinor?: number;
  currency?: string;
  wire: Record<string, unknown>;
}

const ALLOWED: Record<PawapayKind, readonly string[]> = {
  deposit: [
    'depositId',
    'amount',
    'currency',
    'payer',
    'preAuthorisationCode',
    'clientReferenceId',
    'customerMessage',
    'metadata',
  ],
  payout: ['payoutId', 'amount', 'currency', 'recipient', 'clientReferenceId', 'customerMessage', 'metadata'],
  refund: ['refundId', 'depositId', 'amount', 'currency', 'clientReferenceId', 'metadata'],
};

const REQUIRED: Record<PawapayKind, readonly string[]> = {
  deposit: ['depositId', 'amount', 'currency', 'payer'],
  payout: ['payoutId', 'amount', 'currency', 'recipient'],
  refund: ['refundId', 'depositId'],
};

const OPERATION: Record<PawapayKind, PawapayOperation> = { deposit: 'DEPOSIT', payout: 'PAYOUT', refund: 'REFUND' };

const reject = (http: number, code: string, message: string): { ok: false; rejection: Rejection } => ({
  ok: false,
  rejection: { http, code, message },
});

/** Body is a JSON object carrying a UUIDv4 id: checked first, so a re-sent id can be answered DUPLICATE_IGNORED. */
export function checkId(kind: PawapayKind, body: unknown): Checked<{ id: string; body: Record<string, unknown> }> {
  if (!isRecord(body)) return reject(400, 'INVALID_INPUT', 'The request body must be a JSON object.');
  const field = ID_FIELD[kind];
  const id = body[field];
  if (id === undefined || id === null) return reject(400, 'MISSING_PARAMETER', `${field} is required.`);
  if (!isUuidV4(id)) return reject(400, 'INVALID_PARAMETER', `${field} must be a UUID version 4.`);
  return { ok: true, value: { id, body } };
}

function checkCommon(kind: PawapayKind, body: Record<string, unknown>): Rejection | null {
  const unknownKey = Object.keys(body).find((k) => !ALLOWED[kind].includes(k));
  if (unknownKey) return { http: 400, code: 'UNSUPPORTED_PARAMETER', message: `${unknownKey} is not supported.` };
  const missing = REQUIRED[kind].find((k) => body[k] === undefined || body[k] === null);
  if (missing) return { http: 400, code: 'MISSING_PARAMETER', message: `${missing} is required.` };
  if (body['amount'] !== undefined && typeof body['amount'] !== 'string') {
    return { http: 400, code: 'INVALID_PARAMETER', message: 'amount must be a string.' };
  }
  if (body['currency'] !== undefined && (typeof body['currency'] !== 'string' || !/^[A-Z]{3}$/.test(body['currency']))) {
    return { http: 400, code: 'INVALID_PARAMETER', message: 'currency must be an ISO 4217 code.' };
  }
  const msg = body['customerMessage'];
  if (msg !== undefined && (typeof msg !== 'string' || !/^[A-Za-z0-9 ]{4,22}$/.test(msg))) {
    return { http: 400, code: 'INVALID_PARAMETER', message: 'customerMessage must be 4 to 22 letters, digits or spaces.' };
  }
  const ref = body['clientReferenceId'];
  if (ref !== undefined && (typeof ref !== 'string' || ref.length > 100)) {
    return { http: 400, code: 'INVALID_PARAMETER', message: 'clientReferenceId must be a string of at most 100 characters.' };
  }
  return checkMetadata(body['metadata']);
}

function checkMetadata(metadata: unknown): Rejection | null {
  if (metadata === undefined) return null;
  if (!Array.isArray(metadata) || metadata.length > 10 || !metadata.every(isRecord)) {
    return { http: 400, code: 'INVALID_PARAMETER', message: 'metadata must be a list of at most 10 objects.' };
  }
  const seen = new Set<string>();
  for (const item of metadata as Array<Record<string, unknown>>) {
    const keys = Object.keys(item).filter((k) => k !== 'isPII');
    if (keys.length !== 1) return { http: 400, code: 'INVALID_PARAMETER', message: 'Each metadata item holds one field.' };
    const key = keys[0] as string;
    if (seen.has(key)) return { http: 400, code: 'DUPLICATE_METADATA_FIELD', message: `metadata field ${key} appears twice.` };
    seen.add(key);
  }
  return null;
}

function echo(body: Record<string, unknown>): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const k of ['customerMessage', 'clientReferenceId', 'preAuthorisationCode'] as const) {
    if (typeof body[k] === 'string') wire[k] = body[k];
  }
  if (Array.isArray(body['metadata'])) wire['metadata'] = flattenMetadata(body['metadata'] as Array<Record<string, unknown>>);
  return wire;
}

export function checkTransfer(
  kind: 'deposit' | 'payout',
  id: string,
  body: Record<string, unknown>,
  availability: (provider: string, op: PawapayOperation) => AvailabilityStatus,
): Checked<TransferRequest> {
  const common = checkCommon(kind, body);
  if (common) return { ok: false, rejection: common };
  const partyField = kind === 'deposit' ? 'payer' : 'recipient';
  const party = body[partyField];
  if (!isRecord(party)) return reject(400, 'INVALID_PARAMETER', `${partyField} must be an object.`);
  if (party['type'] !== 'MMO') return reject(400, 'INVALID_PARAMETER', `${partyField}.type must be MMO.`);
  const details = party['accountDetails'];
  if (!isRecord(details)) return reject(400, 'MISSING_PARAMETER', `${partyField}.accountDetails is required.`);
  const phone = details['phoneNumber'];
  const code = details['provider'];
  if (typeof phone !== 'string') return reject(400, 'MISSING_PARAMETER', `${partyField}.accountDetails.phoneNumber is required.`);
  if (typeof code !== 'string') return reject(400, 'MISSING_PARAMETER', `${partyField}.accountDetails.provider is required.`);

  const provider = pawapayProvider(code);
  if (!provider) return reject(200, 'INVALID_PROVIDER', `Provider ${code} is not valid for this request.`);
  if (availability(provider.code, OPERATION[kind]) === 'CLOSED') {
    return reject(200, 'PROVIDER_TEMPORARILY_UNAVAILABLE', `${provider.code} is temporarily not processing payments.`);
  }
  if (countryOf(phone) !== provider.countryCode) {
    return reject(200, 'INVALID_PHONE_NUMBER', `${phone} is not a valid MSISDN for ${provider.code}.`);
  }
  const currency = body['currency'] as string;
  if (currency !== provider.currency) return reject(200, 'INVALID_CURRENCY', `${currency} is not supported by ${provider.code}.`);
  const amount = checkAmount(body['amount'] as string, provider, OPERATION[kind]);
  if (!amount.ok) return amount;
  return { ok: true, value: { id, amountMinor: amount.value, currency, msisdn: phone, provider, wire: echo(body) } };
}

export function checkAmount(text: string, provider: PawapayProvider, op: PawapayOperation): Checked<number> {
  const parsed = parseAmount(text);
  if (!parsed.ok || parsed.fractionDigits > provider.decimals || parsed.minor === 0) {
    const places = provider.decimals === 0 ? 'no decimals' : 'at most two decimals';
    return reject(200, 'INVALID_AMOUNT', `amount ${text} is not valid: ${provider.code} accepts ${places}.`);
  }
  const { min, max } = provider.limits[op];
  if (parsed.minor < min || parsed.minor > max) {
    return reject(200, 'AMOUNT_OUT_OF_BOUNDS', `amount must be between ${min / 100} and ${max / 100} ${provider.currency}.`);
  }
  return { ok: true, value: parsed.minor };
}

export function checkRefund(id: string, body: Record<string, unknown>): Checked<RefundRequest> {
  const common = checkCommon('refund', body);
  if (common) return { ok: false, rejection: common };
  const depositId = body['depositId'];
  if (!isUuidV4(depositId)) return reject(400, 'INVALID_PARAMETER', 'depositId must be a UUID version 4.');
  if (body['amount'] !== undefined && body['currency'] === undefined) {
    return reject(400, 'MISSING_PARAMETER', 'currency is required with amount.');
  }
  const value: RefundRequest = { refundId: id, depositId, wire: echo(body) };
  if (typeof body['currency'] === 'string') value.currency = body['currency'];
  if (typeof body['amount'] === 'string') {
    const parsed = parseAmount(body['amount']);
    if (!parsed.ok || parsed.minor === 0) return reject(200, 'INVALID_AMOUNT', `amount ${body['amount']} is not valid.`);
    value.amountMinor = parsed.minor;
  }
  return { ok: true, value };
}
