/**
 * MTN MoMo Open API adapter for one market's account (reference §2): collections (RequestToPay)
 * and disbursements (Transfer). Our intentId is the X-Reference-Id (the resource id) and the
 * externalId (what MTN's transaction report shows), so a re-POST after a timeout answers 409 and
 * a lost POST answers 404 on the status query.
 *
 * Wire summary (JSON; `Authorization: Bearer <product token>`, `X-Target-Environment`,
 * `Ocp-Apim-Subscription-Key: <product key>`):
 *   POST /collection/token/ | /disbursement/token/   Basic auth -> {access_token, expires_in}
 *   POST /collection/v1_0/requesttopay     X-Reference-Id, X-Callback-Url?, {amount, currency, externalId, payer, payerMessage, payeeNote} -> 202
 *   GET  /collection/v1_0/requesttopay/{id}          -> {status: PENDING|SUCCESSFUL|FAILED, reason?, financialTransactionId?...} | 404
 *   POST /disbursement/v1_0/transfer       same, with payee -> 202;  GET /disbursement/v1_0/transfer/{id}
 *   GET  /{product}/v1_0/account/balance             -> {availableBalance, currency}
 * Callbacks (PUT or POST to X-Callback-Url) are unsigned and sent once: hints only.
 */
import { MoneyFormatError, parseMajor, type MajorDecimals } from '@nyota/contract/money/format';
import { systemClock, type Clock } from '../../../../platform/clock.js';
import { exchange, joinUrl, snippet, type HttpOutcome } from '../http-json.js';
import { normalizeMsisdn } from '../msisdn.js';
import { wireAmount } from '../wire-amount.js';
import type { MtnSettings } from '../provider-config.js';
import {
  COUNTRY_CURRENCY,
  InvalidMsisdnError,
  ProviderCallError,
  type CallbackParseResult,
  type CallbackRequest,
  type Capability,
  type Country,
  type Currency,
  type Direction,
  type InitiateResult,
  type Money,
  type Msisdn,
  type PaymentProviderAdapter,
  type StatusResult,
  type TxRequest,
} from '../provider-adapter.js';
import { MtnTokenCache, type MtnProduct } from './mtn-token.js';
import {
  mapMtnReason,
  mapMtnStatus,
  mtnBalanceSchema,
  mtnErrorSchema,
  mtnTransactionSchema,
  reasonCode,
  statusFailureCode,
  type MtnTransaction,
} from './mtn-wire.js';

/** MTN requires a UUID version 4 in X-Reference-Id (400 otherwise). */
const UUID_V4_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** MTN's sandbox test numbers (4673312345x) answer per the sandbox use-case table. */
const SANDBOX_MSISDN_RE = /^46733123\d{3}$/;
/** Decimals MTN accepts per wire currency; Uganda's shilling has no subunit on MoMo [U]. */
const MTN_DECIMALS: Record<string, MajorDecimals> = { ZMW: 2, GHS: 2, UGX: 0, KES: 2, EUR: 2 };
const MAX_MESSAGE = 160;

interface ProductPaths {
  product: MtnProduct;
  resource: string;
  party: 'payer' | 'payee';
}
const PATHS: Record<'COLLECTION' | 'PAYOUT', ProductPaths> = {
  COLLECTION: { product: 'collection', resource: '/collection/v1_0/requesttopay', party: 'payer' },
  PAYOUT: { product: 'disbursement', resource: '/disbursement/v1_0/transfer', party: 'payee' },
};

type CallOutcome = HttpOutcome | { kind: 'token-failed'; auth: boolean; error: string };

export class MtnAdapter implements PaymentProviderAdapter {
  readonly id = 'mtn' as const;
  private readonly tokens: Partial<Record<MtnProduct, MtnTokenCache>> = {};
  private readonly currency: Currency;
  private readonly wireCurrency: string;

  constructor(
    private readonly settings: MtnSettings,
    clock: Clock = systemClock,
  ) {
    if (settings.collection) {
      this.tokens.collection = new MtnTokenCache(settings.baseUrl, 'collection', settings.collection, settings.timeoutMs, clock);
    }
    if (settings.disbursement) {
      this.tokens.disbursement = new MtnTokenCache(
        settings.baseUrl,
        'disbursement',
        settings.disbursement,
        settings.timeoutMs,
        clock,
      );
    }
    this.currency = COUNTRY_CURRENCY[settings.country];
    this.wireCurrency = settings.wireCurrency ?? this.currency;
  }

  capabilities(): Capability[] {
    const directions: Direction[] = [];
    if (this.settings.collection) directions.push('COLLECTION');
    if (this.settings.disbursement) directions.push('PAYOUT');
    return [{ country: this.settings.country, operator: 'MTN', directions }];
  }

  normalizeMsisdn(input: string, country: Country): Msisdn {
    const digits = input.replace(/[\s\-+]/g, '');
    if (this.settings.targetEnvironment === 'sandbox' && SANDBOX_MSISDN_RE.test(digits)) return digits;
    return normalizeMsisdn(input, country);
  }

  async initiate(req: TxRequest): Promise<InitiateResult> {
    const invalid = (providerCode: string, message: string, retryableSameId = false): InitiateResult => ({
      kind: 'rejected',
      failure: 'INVALID_REQUEST',
      providerCode,
      retryableSameId,
      raw: { error: message },
    });
    if (req.direction === 'REFUND') return invalid('UNSUPPORTED_DIRECTION', 'MTN refunds are not supported; pay out instead');
    const paths = PATHS[req.direction];
    if (!this.tokens[paths.product]) return invalid('PRODUCT_NOT_CONFIGURED', `no MTN ${paths.product} credentials`, true);
    if (!UUID_V4_RE.test(req.intentId)) return invalid('INVALID_REFERENCE_ID', 'X-Reference-Id must be a UUID v4');
    if (req.country !== this.settings.country || req.operator !== 'MTN') {
      return invalid('UNSUPPORTED_MARKET', `this MTN account serves ${this.settings.country} only`);
    }
    if (req.money.currency !== this.currency)
      return invalid('INVALID_CURRENCY', `MTN ${this.settings.country} takes ${this.currency}`);
    let partyId: string;
    let amount: string;
    try {
      partyId = this.normalizeMsisdn(req.msisdn, req.country);
      amount = wireAmount(req.money.minor, MTN_DECIMALS[this.wireCurrency] ?? 2);
    } catch (err) {
      if (err instanceof InvalidMsisdnError) return invalid('INVALID_MSISDN', err.message);
      if (err instanceof MoneyFormatError) return invalid('INVALID_AMOUNT', err.message);
      throw err;
    }
    const message = mtnMessage(req.description);
    const body = {
      amount,
      currency: this.wireCurrency,
      externalId: req.intentId,
      [paths.party]: { partyIdType: 'MSISDN', partyId },
      payerMessage: message,
      payeeNote: message,
    };
    const headers: Record<string, string> = { 'X-Reference-Id': req.intentId };
    if (this.settings.callbackUrl) headers['X-Callback-Url'] = `${this.settings.callbackUrl}/${paths.product}`;

    const outcome = await this.call(paths.product, 'POST', paths.resource, headers, JSON.stringify(body));
    return this.initiateAnswer(req, outcome);
  }

  /** What MTN's answer to a request-to-pay or transfer means for the payment. */
  private async initiateAnswer(req: TxRequest, outcome: CallOutcome): Promise<InitiateResult> {
    if (outcome.kind === 'token-failed') {
      // Nothing was sent for the payment itself, so the same id is safe to send later.
      return outcome.auth
        ? {
            kind: 'rejected',
            failure: 'AUTH',
            providerCode: 'TOKEN_REFUSED',
            retryableSameId: true,
            raw: { error: outcome.error },
          }
        : {
            kind: 'rejected',
            failure: 'PROVIDER_UNAVAILABLE',
            providerCode: 'TOKEN_UNAVAILABLE',
            retryableSameId: true,
            raw: { error: outcome.error },
          };
    }
    if (outcome.kind === 'failed') return { kind: 'unknown', error: outcome.error };
    const { status, json, text } = outcome;
    if (status >= 200 && status < 300)
      return { kind: 'accepted', providerRef: req.intentId, status: 'PENDING', raw: json ?? null };
    if (status >= 500) return { kind: 'unknown', error: `HTTP ${status}: ${snippet(text)}` };
    const err = mtnErrorSchema.safeParse(json);
    const code = err.success ? err.data.code : undefined;
    if (status === 409) return this.onConflict(req, json ?? text);
    if (status === 401 || status === 403) {
      return {
        kind: 'rejected',
        failure: 'AUTH',
        providerCode: code ?? `HTTP_${status}`,
        retryableSameId: true,
        raw: json ?? text,
      };
    }
    if (status === 429) {
      return {
        kind: 'rejected',
        failure: 'PROVIDER_UNAVAILABLE',
        providerCode: 'HTTP_429',
        retryableSameId: true,
        raw: json ?? text,
      };
    }
    if (status === 400) {
      const failure = code ? mapMtnReason(code, req.direction) : 'INVALID_REQUEST';
      return {
        kind: 'rejected',
        failure: failure === 'OTHER' ? 'INVALID_REQUEST' : failure,
        providerCode: code ?? 'HTTP_400',
        retryableSameId: false,
        raw: json ?? text,
      };
    }
    // 404/405 on a POST: wrong base URL or product; MTN recorded nothing.
    return {
      kind: 'rejected',
      failure: 'INVALID_REQUEST',
      providerCode: code ?? `HTTP_${status}`,
      retryableSameId: true,
      raw: json ?? text,
    };
  }

  async getStatus(ref: { intentId: string; direction: Direction; providerRef?: string }): Promise<StatusResult> {
    if (ref.direction === 'REFUND')
      return { found: false, status: 'UNKNOWN', final: false, error: 'MTN refunds are not supported', raw: null };
    const paths = PATHS[ref.direction];
    const id = ref.providerRef ?? ref.intentId;
    if (!this.tokens[paths.product]) return unknownStatus(`no MTN ${paths.product} credentials`, null);
    const outcome = await this.call(paths.product, 'GET', `${paths.resource}/${id}`, {});
    if (outcome.kind === 'token-failed' || outcome.kind === 'failed') return unknownStatus(outcome.error, null);
    const { status, json, text } = outcome;
    if (status === 404) {
      const err = mtnErrorSchema.safeParse(json);
      // Only MTN's own "not found" proves the POST never registered; a bare 404 may be a wrong URL.
      if (err.success && err.data.code === 'RESOURCE_NOT_FOUND')
        return { found: false, status: 'UNKNOWN', final: false, raw: json };
      return unknownStatus(`HTTP 404: ${snippet(text)}`, json ?? text);
    }
    if (status !== 200) return unknownStatus(`HTTP ${status}: ${snippet(text)}`, json ?? text);
    const parsed = mtnTransactionSchema.safeParse(json);
    if (!parsed.success) return unknownStatus(`unreadable answer: ${snippet(text)}`, json ?? text);
    return { found: true, providerRef: id, ...this.describe(parsed.data, ref.direction), raw: json };
  }

  async parseCallback(http: CallbackRequest): Promise<CallbackParseResult> {
    const method = http.method.toUpperCase();
    if (method !== 'PUT' && method !== 'POST') return { events: [], ack: { status: 405 } };
    let json: unknown;
    try {
      json = JSON.parse(http.rawBody.toString('utf8'));
    } catch {
      return { events: [], ack: { status: 400, body: { error: 'body is not JSON' } } };
    }
    const parsed = mtnTransactionSchema.safeParse(json);
    if (!parsed.success) return { events: [], ack: { status: 400, body: { error: 'not an MTN transaction' } } };
    const t = parsed.data;
    const path = http.path.split('?')[0] ?? '';
    const direction: Direction =
      path.endsWith('/disbursement') || (t.payee !== undefined && t.payer === undefined) ? 'PAYOUT' : 'COLLECTION';
    // externalId is our intentId; MTN echoes it, the callback carries no reference id of its own.
    const intentId = t.externalId && UUID_V4_RE.test(t.externalId) ? t.externalId : undefined;
    const { final: _final, ...described } = this.describe(t, direction);
    return {
      events: [
        {
          intentId,
          providerRef: intentId,
          direction,
          ...described,
          trusted: false,
          raw: json,
        },
      ],
      ack: { status: 200 },
      diagnostics: ['MTN callbacks are unsigned: confirm by status query'],
    };
  }

  /** Our float for payouts when disbursement is configured, else the collection account. */
  async balance(country: Country): Promise<Money> {
    if (country !== this.settings.country)
      throw new ProviderCallError(this.id, `this MTN account serves ${this.settings.country}`);
    const product: MtnProduct = this.tokens.disbursement ? 'disbursement' : 'collection';
    const outcome = await this.call(product, 'GET', `/${product}/v1_0/account/balance`, {});
    if (outcome.kind === 'token-failed' || outcome.kind === 'failed')
      throw new ProviderCallError(this.id, `balance: ${outcome.error}`);
    const parsed = mtnBalanceSchema.safeParse(outcome.json);
    if (outcome.status !== 200 || !parsed.success) {
      throw new ProviderCallError(this.id, `balance (HTTP ${outcome.status}): ${snippet(outcome.text)}`);
    }
    const money = this.moneyOf(parsed.data.availableBalance, parsed.data.currency);
    if (!money) throw new ProviderCallError(this.id, `unreadable balance ${snippet(outcome.text)}`);
    return money;
  }

  private async onConflict(req: TxRequest, raw: unknown): Promise<InitiateResult> {
    // 409 RESOURCE_ALREADY_EXIST: this reference id was registered before (a retry after a lost answer).
    const existing = await this.getStatus({ intentId: req.intentId, direction: req.direction });
    if (!existing.found || existing.error)
      return { kind: 'unknown', error: `409 but status unavailable: ${existing.error ?? 'not found'}` };
    return {
      kind: 'accepted',
      providerRef: req.intentId,
      status: 'PENDING',
      duplicate: true,
      raw: { conflict: raw, status: existing.raw },
    };
  }

  private describe(
    t: MtnTransaction,
    direction: Direction,
  ): Pick<StatusResult, 'status' | 'final' | 'failure' | 'providerCode' | 'providerTxnId' | 'money'> {
    const mapped = mapMtnStatus(t.status);
    const code = mapped.status === 'FAILED' ? (reasonCode(t) ?? statusFailureCode(t.status)) : reasonCode(t);
    return {
      status: mapped.status,
      final: mapped.final,
      failure: mapped.status === 'FAILED' && code ? mapMtnReason(code, direction) : undefined,
      providerCode: code ?? t.status,
      providerTxnId: t.financialTransactionId || undefined,
      money: t.amount !== undefined && t.currency ? this.moneyOf(t.amount, t.currency) : undefined,
    };
  }

  /** Wire amounts back to our money; the sandbox's EUR is read as the market currency. */
  private moneyOf(amount: string | number, currency: string): Money | undefined {
    if (currency !== this.currency && currency !== this.wireCurrency) return undefined;
    const minor = parseMajor(amount);
    return minor === null ? undefined : { minor, currency: this.currency };
  }

  private async call(
    product: MtnProduct,
    method: 'GET' | 'POST',
    path: string,
    extra: Record<string, string>,
    body?: string,
  ): Promise<CallOutcome> {
    const cache = this.tokens[product];
    const creds = this.settings[product];
    if (!cache || !creds) return { kind: 'token-failed', auth: true, error: `no ${product} credentials` };
    let outcome: HttpOutcome | undefined;
    // One retry with a fresh token when MTN says the cached one is no longer valid.
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await cache.get();
      if (!token.ok) return { kind: 'token-failed', auth: token.auth, error: token.error };
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token.token}`,
        'X-Target-Environment': this.settings.targetEnvironment,
        'Ocp-Apim-Subscription-Key': creds.subscriptionKey,
        Accept: 'application/json',
        ...extra,
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      outcome = await exchange({
        method,
        url: joinUrl(this.settings.baseUrl, path),
        headers,
        body,
        timeoutMs: this.settings.timeoutMs,
      });
      if (outcome.kind !== 'response' || outcome.status !== 401) return outcome;
      cache.invalidate(token.token);
    }
    return outcome ?? { kind: 'failed', timedOut: false, error: 'no attempt made' };
  }
}

function unknownStatus(error: string, raw: unknown): StatusResult {
  return { found: true, status: 'UNKNOWN', final: false, error, raw };
}

/** payerMessage/payeeNote: at most 160 characters and no apostrophes (MTN answers 400 otherwise). */
function mtnMessage(description: string): string {
  const cleaned = description
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_MESSAGE);
  return cleaned === '' ? 'Nyota' : cleaned;
}
