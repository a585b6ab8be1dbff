/**
 * pawaPay Merchant API v2 adapter: deposits, payouts and refunds for ZMB, KEN, UGA and GHA with
 * one protocol (reference §1). Our intentId is pawaPay's depositId/payoutId/refundId, so a
 * re-sent initiation is answered DUPLICATE_IGNORED and a lost answer is found by a status query.
 *
 * Wire summary (all JSON, `Authorization: Bearer <token>`):
 *   POST /v2/deposits | /v2/payouts | /v2/refunds          initiate -> {id, status: ACCEPTED|REJECTED|DUPLICATE_IGNORED, failureReason?}
 *   GET  /v2/deposits/{id} | /v2/payouts/{id} | /v2/refunds/{id}   -> {status: FOUND, data} | {status: NOT_FOUND}
 *   POST /v2/{deposits|payouts|refunds}/resend-callback/{id}        -> {id, status: ACCEPTED|REJECTED|FAILED}
 *   POST /v2/predict-provider {phoneNumber}                         -> {country, provider, phoneNumber}
 *   GET  /v2/wallet-balances?country=ZMB                            -> {balances: [{country, balance, currency, provider}]}
 *   GET  /v2/active-conf                                            -> decimals per provider and operation
 *   GET  /v2/public-key/http                                        -> [{id, key}] callback verification keys
 * Callbacks: POST of the payment object on a final status, optionally signed (see the verifier).
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { parseMajor, type MajorDecimals } from '@nyota/contract/money/format';
import { systemClock, type Clock } from '../../../../platform/clock.js';
import { exchange, joinUrl, snippet, type HttpOutcome } from '../http-json.js';
import { countryOfMsisdn, normalizeMsisdn, operatorByPrefix } from '../msisdn.js';
import type { PawapaySettings } from '../provider-config.js';
import {
  COUNTRY_CURRENCY,
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
  type Operator,
  type PaymentProviderAdapter,
  type StatusResult,
  type TxRequest,
} from '../provider-adapter.js';
import { signMessage } from '../signatures/http-message-signatures.js';
import { PawapayCallbackVerifier } from './pawapay-callback-verifier.js';
import {
  countryFromIso3,
  PAWAPAY_COUNTRY,
  PAWAPAY_PROVIDERS,
  pawapayProviderByCode,
  type PawapayOperation,
} from './pawapay-providers.js';
import { buildPawapayRequest, isUuid } from './pawapay-request.js';
import {
  activeConfSchema,
  initiationResponseSchema,
  mapFailureCode,
  mapPaymentStatus,
  paymentIdOf,
  paymentSchema,
  PAWAPAY_ENDPOINTS,
  predictProviderSchema,
  statusResponseSchema,
  walletBalancesSchema,
  type PawapayPayment,
} from './pawapay-wire.js';

/** Components pawaPay expects in a signed financial request (reference §1, signed requests). */
const REQUEST_SIGNATURE_COMPONENTS = [
  '@method',
  '@authority',
  '@path',
  'signature-date',
  'content-digest',
  'content-type',
  'content-length',
];

export class PawapayAdapter implements PaymentProviderAdapter {
  readonly id = 'pawapay' as const;
  private readonly decimals = new Map<string, Record<PawapayOperation, MajorDecimals>>();
  private readonly verifier: PawapayCallbackVerifier;
  private readonly signingKey: KeyObject | null;

  constructor(
    private readonly settings: PawapaySettings,
    private readonly clock: Clock = systemClock,
  ) {
    for (const p of PAWAPAY_PROVIDERS) this.decimals.set(p.code, { ...p.decimals });
    this.verifier = new PawapayCallbackVerifier(
      {
        baseUrl: settings.baseUrl,
        apiToken: settings.apiToken,
        timeoutMs: settings.timeoutMs,
        pinnedKeys: settings.callbackPublicKeys,
      },
      clock,
    );
    this.signingKey = settings.signing ? createPrivateKey(settings.signing.privateKeyPem) : null;
  }

  capabilities(): Capability[] {
    return PAWAPAY_PROVIDERS.map((p) => ({
      country: p.country,
      operator: p.operator,
      directions: ['COLLECTION', 'PAYOUT', 'REFUND'],
    }));
  }

  normalizeMsisdn(input: string, country: Country): Msisdn {
    return normalizeMsisdn(input, country);
  }

  /** pawaPay's prediction (it knows ported numbers); the preset prefix table when it cannot answer. */
  async predictOperator(msisdn: Msisdn): Promise<Operator | undefined> {
    const outcome = await this.call('POST', '/v2/predict-provider', { phoneNumber: msisdn });
    if (outcome.kind === 'response' && outcome.status === 200) {
      const parsed = predictProviderSchema.safeParse(outcome.json);
      const provider = parsed.success ? pawapayProviderByCode(parsed.data.provider) : undefined;
      if (provider) return provider.operator;
    }
    const country = countryOfMsisdn(msisdn);
    return country ? operatorByPrefix(msisdn, country) : undefined;
  }

  async initiate(req: TxRequest): Promise<InitiateResult> {
    const built = buildPawapayRequest(req, (code, op) => this.decimalsFor(code, op), this.settings.statementName);
    if (!built.ok) {
      return {
        kind: 'rejected',
        failure: 'INVALID_REQUEST',
        providerCode: built.providerCode,
        retryableSameId: false,
        raw: { error: built.message },
      };
    }
    const outcome = await this.call('POST', built.path, built.body, true);
    if (outcome.kind === 'failed') return { kind: 'unknown', error: outcome.error };
    const { status, json, text } = outcome;
    if (status >= 500) return { kind: 'unknown', error: `HTTP ${status}: ${snippet(text)}` };
    if (status === 429) {
      return {
        kind: 'rejected',
        failure: 'PROVIDER_UNAVAILABLE',
        providerCode: 'HTTP_429',
        retryableSameId: true,
        raw: json ?? text,
      };
    }
    const parsed = initiationResponseSchema.safeParse(json);
    const code = parsed.success ? parsed.data.failureReason?.failureCode : undefined;
    if (status === 401 || status === 403) {
      // Authentication happens before pawaPay records anything: the same id can be sent once fixed.
      return {
        kind: 'rejected',
        failure: 'AUTH',
        providerCode: code ?? `HTTP_${status}`,
        retryableSameId: true,
        raw: json ?? text,
      };
    }
    if (status >= 400) {
      return {
        kind: 'rejected',
        failure: code ? mapFailureCode(code, req.direction) : 'INVALID_REQUEST',
        providerCode: code ?? `HTTP_${status}`,
        retryableSameId: status !== 400,
        raw: json ?? text,
      };
    }
    if (!parsed.success || parsed.data.status === undefined)
      return { kind: 'unknown', error: `unreadable answer: ${snippet(text)}` };
    const echoed = paymentIdOf(parsed.data);
    if (echoed && echoed.id !== req.intentId)
      return { kind: 'unknown', error: `answer is for ${echoed.id}, not ${req.intentId}` };
    switch (parsed.data.status) {
      case 'ACCEPTED':
        return { kind: 'accepted', providerRef: req.intentId, status: 'SUBMITTED', raw: json };
      case 'DUPLICATE_IGNORED':
        return { kind: 'accepted', providerRef: req.intentId, status: 'SUBMITTED', duplicate: true, raw: json };
      case 'REJECTED': {
        const failureCode = code ?? 'UNSPECIFIED_FAILURE';
        return {
          kind: 'rejected',
          failure: mapFailureCode(failureCode, req.direction),
          providerCode: failureCode,
          retryableSameId: false,
          raw: json,
        };
      }
      default:
        return { kind: 'unknown', error: `unexpected initiation status ${parsed.data.status}` };
    }
  }

  async getStatus(ref: { intentId: string; direction: Direction; providerRef?: string }): Promise<StatusResult> {
    const id = ref.providerRef ?? ref.intentId;
    if (!isUuid(id)) return { found: false, status: 'UNKNOWN', final: false, error: 'not a pawaPay id', raw: null };
    const outcome = await this.call('GET', `${PAWAPAY_ENDPOINTS[ref.direction].collection}/${id}`);
    if (outcome.kind === 'failed') return unknownStatus(outcome.error, null);
    if (outcome.status !== 200)
      return unknownStatus(`HTTP ${outcome.status}: ${snippet(outcome.text)}`, outcome.json ?? outcome.text);
    const parsed = statusResponseSchema.safeParse(outcome.json);
    if (!parsed.success) return unknownStatus(`unreadable answer: ${snippet(outcome.text)}`, outcome.json ?? outcome.text);
    if (parsed.data.status === 'NOT_FOUND') return { found: false, status: 'UNKNOWN', final: false, raw: outcome.json };
    const payment = parsed.data.data;
    const echoed = paymentIdOf(payment);
    if (!echoed || echoed.id !== id || echoed.direction !== ref.direction) {
      return unknownStatus(`answer is for ${echoed?.id ?? 'no id'}, not ${id}`, outcome.json);
    }
    return { found: true, providerRef: id, ...describePayment(payment, ref.direction), raw: outcome.json };
  }

  async parseCallback(http: CallbackRequest): Promise<CallbackParseResult> {
    if (http.method.toUpperCase() !== 'POST') return { events: [], ack: { status: 405 } };
    let json: unknown;
    try {
      json = JSON.parse(http.rawBody.toString('utf8'));
    } catch {
      return { events: [], ack: { status: 400, body: { error: 'body is not JSON' } } };
    }
    const parsed = paymentSchema.safeParse(json);
    const id = parsed.success ? paymentIdOf(parsed.data) : undefined;
    if (!parsed.success || !id) return { events: [], ack: { status: 400, body: { error: 'not a pawaPay payment' } } };

    const authority = this.settings.callbackAuthority ?? http.headers['x-forwarded-host'] ?? http.headers['host'] ?? '';
    const verification = await this.verifier.verify({
      method: http.method,
      authority,
      target: http.path,
      headers: http.headers,
      body: http.rawBody,
    });
    if (!verification.ok && this.settings.requireSignedCallbacks) {
      // Signed callbacks are on: an unverified one is a forgery or a misconfiguration, not a hint.
      return {
        events: [],
        ack: { status: 401, body: { error: 'signature not verified' } },
        diagnostics: [`signature not verified: ${verification.reason}`],
      };
    }
    const described = describePayment(parsed.data, id.direction);
    return {
      events: [
        {
          intentId: id.id,
          providerRef: id.id,
          direction: id.direction,
          status: described.status,
          failure: described.failure,
          providerCode: described.providerCode,
          providerTxnId: described.providerTxnId,
          money: described.money,
          trusted: verification.ok,
          raw: json,
        },
      ],
      ack: { status: 200 },
      diagnostics: verification.ok
        ? []
        : [`signature not verified: ${verification.reason}${verification.detail ? ` (${verification.detail})` : ''}`],
    };
  }

  async resendCallback(intentId: string, direction: Direction): Promise<void> {
    const outcome = await this.call('POST', `${PAWAPAY_ENDPOINTS[direction].collection}/resend-callback/${intentId}`);
    if (outcome.kind === 'failed') throw new ProviderCallError(this.id, `resend-callback: ${outcome.error}`);
    const parsed = initiationResponseSchema.safeParse(outcome.json);
    if (outcome.status === 200 && parsed.success && parsed.data.status === 'ACCEPTED') return;
    const code = parsed.success ? parsed.data.failureReason?.failureCode : undefined;
    throw new ProviderCallError(this.id, `resend-callback refused (HTTP ${outcome.status}): ${snippet(outcome.text)}`, code);
  }

  /** The country wallet's balance (the one without a provider when pawaPay keeps several). */
  async balance(country: Country): Promise<Money> {
    const iso3 = PAWAPAY_COUNTRY[country];
    const outcome = await this.call('GET', `/v2/wallet-balances?country=${iso3}`);
    if (outcome.kind === 'failed') throw new ProviderCallError(this.id, `wallet-balances: ${outcome.error}`);
    const parsed = walletBalancesSchema.safeParse(outcome.json);
    if (outcome.status !== 200 || !parsed.success) {
      throw new ProviderCallError(this.id, `wallet-balances (HTTP ${outcome.status}): ${snippet(outcome.text)}`);
    }
    const currency = COUNTRY_CURRENCY[country];
    const wallets = parsed.data.balances.filter((b) => b.country === iso3 && b.currency === currency);
    const wallet = wallets.find((b) => !b.provider && !b.mno) ?? wallets[0];
    const minor = wallet ? parseMajor(wallet.balance) : null;
    if (!wallet || minor === null) throw new ProviderCallError(this.id, `no readable ${currency} wallet for ${iso3}`);
    return { minor, currency };
  }

  /**
   * Reads the account's active configuration and adopts its decimals per provider and operation.
   * Call at startup; until then (or if it fails) the built-in table applies. Returns the number of
   * providers updated.
   */
  async loadActiveConfiguration(): Promise<number> {
    const outcome = await this.call('GET', '/v2/active-conf');
    if (outcome.kind === 'failed') throw new ProviderCallError(this.id, `active-conf: ${outcome.error}`);
    const parsed = activeConfSchema.safeParse(outcome.json);
    if (outcome.status !== 200 || !parsed.success)
      throw new ProviderCallError(this.id, `active-conf (HTTP ${outcome.status}): ${snippet(outcome.text)}`);
    let updated = 0;
    for (const country of parsed.data.countries) {
      for (const p of country.providers) {
        const current = this.decimals.get(p.provider);
        const known = pawapayProviderByCode(p.provider);
        const conf = p.currencies?.find((c) => c.currency === known?.currency);
        if (!current || !conf) continue;
        for (const op of ['DEPOSIT', 'PAYOUT', 'REFUND'] as const) {
          const d = conf.operationTypes[op]?.decimalsInAmount;
          if (d === 'NONE') current[op] = 0;
          else if (d === 'TWO_PLACES') current[op] = 2;
        }
        updated++;
      }
    }
    return updated;
  }

  private decimalsFor(code: string, op: PawapayOperation): MajorDecimals {
    return this.decimals.get(code)?.[op] ?? 2;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, financial = false): Promise<HttpOutcome> {
    const url = joinUrl(this.settings.baseUrl, path);
    const headers: Record<string, string> = { Authorization: `Bearer ${this.settings.apiToken}`, Accept: 'application/json' };
    const text = body === undefined ? undefined : JSON.stringify(body);
    if (text !== undefined) headers['Content-Type'] = 'application/json';
    if (financial && text !== undefined && this.settings.signing && this.signingKey) {
      Object.assign(headers, this.sign(url, text));
    }
    return exchange({ method, url, headers, body: text, timeoutMs: this.settings.timeoutMs });
  }

  private sign(url: string, body: string): Record<string, string> {
    const signing = this.settings.signing;
    if (!signing || !this.signingKey) return {};
    const target = new URL(url);
    const bodyBytes = Buffer.from(body, 'utf8');
    // content-length is signed but left to fetch to send, which computes the same byte count.
    const added = signMessage(
      {
        method: 'POST',
        authority: target.host,
        target: target.pathname,
        headers: { 'content-type': 'application/json', 'content-length': String(bodyBytes.length) },
        body: bodyBytes,
      },
      {
        keyId: signing.keyId,
        privateKey: this.signingKey,
        alg: signing.alg,
        label: 'sig-pp',
        components: REQUEST_SIGNATURE_COMPONENTS,
        created: this.clock.now(),
        expiresInSeconds: 60,
      },
    );
    return {
      'Content-Digest': added['content-digest'] ?? '',
      'Signature-Date': added['signature-date'] ?? '',
      'Signature-Input': added['signature-input'] ?? '',
      Signature: added['signature'] ?? '',
    };
  }
}

function unknownStatus(error: string, raw: unknown): StatusResult {
  return { found: true, status: 'UNKNOWN', final: false, error, raw };
}

function describePayment(
  p: PawapayPayment,
  direction: Direction,
): Pick<StatusResult, 'status' | 'final' | 'failure' | 'providerCode' | 'providerTxnId' | 'money'> {
  const mapped = mapPaymentStatus(p.status);
  const failureCode = mapped.status === 'FAILED' ? (p.failureReason?.failureCode ?? 'UNSPECIFIED_FAILURE') : undefined;
  return {
    status: mapped.status,
    final: mapped.final,
    failure: failureCode ? mapFailureCode(failureCode, direction) : undefined,
    providerCode: failureCode ?? p.status,
    providerTxnId: p.providerTransactionId,
    money: moneyOf(p),
  };
}

function moneyOf(p: PawapayPayment): Money | undefined {
  if (p.amount === undefined || p.currency === undefined) return undefined;
  const currency = p.currency as Currency;
  const known = Object.values(COUNTRY_CURRENCY).includes(currency);
  const country = p.country ? countryFromIso3(p.country) : undefined;
  if (!known || (country && COUNTRY_CURRENCY[country] !== currency)) return undefined;
  const minor = parseMajor(p.amount);
  return minor === null ? undefined : { minor, currency };
}
