/**
 * MTN MoMo Open API behaviour behind the routes: RequestToPay (collection) and Transfer
 * (disbursement) keyed by the client's X-Reference-Id (202 empty body; 409 RESOURCE_ALREADY_EXIST on
 * reuse), status reads (200 even for FAILED; 404 RESOURCE_NOT_FOUND when the POST never registered),
 * balances and the account-holder check. Header and body faults answer 400; an unknown target
 * environment or a callback host other than the API user's answer 500 with MTN's codes.
 */
import type { Accounts } from '../core/accounts.js';
import type { SimClock } from '../core/clock.js';
import { isRecord, type WireReply } from '../core/http.js';
import { isUuidV4 } from '../core/ids.js';
import type { Lifecycle } from '../core/lifecycle.js';
import { formatAmount, parseAmount } from '../core/money.js';
import type { SandboxStore } from '../core/store.js';
import type { Intent, MtnApiUser, MtnProduct } from '../core/types.js';
import type { ResolvedOptions } from '../sandbox-options.js';
import { badRequest, SUBSCRIPTION_DENIED, type MtnAuth } from './mtn.auth.js';
import { mtnMagic } from './mtn.magic.js';
import { mtnBody } from './mtn.wire.js';

export interface MtnHeaders {
  authorization: string | undefined;
  subscriptionKey: string | undefined;
  referenceId: string | undefined;
  targetEnvironment: string | undefined;
  callbackUrl: string | undefined;
}

export interface MtnEngineDeps {
  store: SandboxStore;
  clock: SimClock;
  lifecycle: Lifecycle;
  accounts: Accounts;
  auth: MtnAuth;
  options: ResolvedOptions['mtn'];
}

const NOT_FOUND: WireReply = { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };
const PARTY_TYPES = ['MSISDN', 'EMAIL', 'PARTY_CODE'];

export function floatAccount(product: MtnProduct): string {
  return product === 'collection' ? 'mtn.collection' : 'mtn.disbursement';
}

export class MtnEngine {
  constructor(private readonly d: MtnEngineDeps) {}

  initiate(product: MtnProduct, h: MtnHeaders, body: unknown, opts: { immediate: boolean }): WireReply {
    const access = this.access(product, h);
    if ('reply' in access) return access.reply;
    if (!isUuidV4(h.referenceId)) return badRequest('X-Reference-Id must be a UUID version 4.');
    const direction = product === 'collection' ? 'collection' : 'payout';
    const key = `mtn:${direction}:${h.referenceId}`;
    if (this.d.lifecycle.intent(key)) {
      return {
        status: 409,
        body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' },
      };
    }
    const partyField = product === 'collection' ? 'payer' : 'payee';
    const checked = checkBody(body, partyField, access.currencies);
    if (typeof checked === 'string') return badRequest(checked);
    const callback = this.checkCallbackUrl(h.callbackUrl, access.user);
    if (callback && 'status' in callback) return callback;
    const now = this.d.clock.nowMs();
    const intent: Intent = {
      key,
      provider: 'mtn',
      direction,
      id: h.referenceId,
      amountMinor: checked.amountMinor,
      currency: checked.currency,
      msisdn: checked.partyId,
      product: `${product}@${access.env}`,
      phase: 'accepted',
      createdAt: now,
      updatedAt: now,
      wire: checked.wire,
      callback: {},
      pinAttempts: 0,
      history: [],
    };
    if (callback) intent.callbackUrl = callback.url;
    const magic = mtnMagic(product === 'collection' ? 'requesttopay' : 'transfer', checked.partyId);
    if (magic) intent.magic = magic;
    this.d.lifecycle.accept(intent, opts);
    return { status: 202 };
  }

  status(product: MtnProduct, h: MtnHeaders, referenceId: string): WireReply {
    const access = this.access(product, h);
    if ('reply' in access) return access.reply;
    const intent = this.d.lifecycle.intent(`mtn:${product === 'collection' ? 'collection' : 'payout'}:${referenceId}`);
    if (!intent) return NOT_FOUND;
    return { status: 200, body: mtnBody(intent) };
  }

  balance(product: MtnProduct, h: MtnHeaders): WireReply {
    const access = this.access(product, h);
    if ('reply' in access) return access.reply;
    const currency = access.currencies[0] ?? 'EUR';
    const minor = this.d.accounts.float(floatAccount(product), currency);
    return { status: 200, body: { availableBalance: formatAmount(minor, 2), currency } };
  }

  accountHolderActive(product: MtnProduct, h: MtnHeaders, msisdn: string): WireReply {
    const access = this.access(product, h);
    if ('reply' in access) return access.reply;
    const network = this.d.accounts.networkOf(msisdn);
    const registered = this.d.store.data.subscribers[msisdn]?.registered ?? true;
    return { status: 200, body: { result: registered && (network === null || network === 'MTN') } };
  }

  /** Subscription key, then bearer token, then target environment — the order MTN's gateway checks them. */
  private access(
    product: MtnProduct,
    h: MtnHeaders,
  ): { user: MtnApiUser; env: string; currencies: string[] } | { reply: WireReply } {
    if (!this.d.auth.subscriptionOk(product, h.subscriptionKey)) return { reply: SUBSCRIPTION_DENIED };
    const bearer = this.d.auth.bearer(product, h.authorization);
    if (!bearer.ok) return { reply: bearer.reply };
    const env = h.targetEnvironment;
    if (!env) return { reply: badRequest('X-Target-Environment header is required.') };
    const currencies = this.d.options.targetEnvironments[env];
    if (!currencies) {
      return {
        reply: {
          status: 500,
          body: { code: 'NOT_ALLOWED_TARGET_ENVIRONMENT', message: `Target environment ${env} is not allowed.` },
        },
      };
    }
    return { user: bearer.user, env, currencies };
  }

  private checkCallbackUrl(raw: string | undefined, user: MtnApiUser): { url: string } | WireReply | undefined {
    if (raw === undefined || raw === '') return undefined;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return badRequest('X-Callback-Url is not a valid URL.');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return badRequest('X-Callback-Url must be http(s).');
    if (user.providerCallbackHost && url.hostname !== user.providerCallbackHost) {
      return {
        status: 500,
        body: { code: 'INVALID_CALLBACK_URL_HOST', message: 'Callback URL with different host name to configured for API User.' },
      };
    }
    return { url: url.toString() };
  }
}

interface CheckedBody {
  amountMinor: number;
  currency: string;
  partyId: string;
  wire: Record<string, unknown>;
}

function checkBody(body: unknown, partyField: 'payer' | 'payee', currencies: string[]): CheckedBody | string {
  if (!isRecord(body)) return 'The request body must be a JSON object.';
  const amount = body['amount'];
  const parsed = typeof amount === 'string' ? parseAmount(amount) : { ok: false as const };
  if (typeof amount !== 'string' || !parsed.ok || parsed.fractionDigits > 2 || parsed.minor === 0) {
    return 'amount must be a positive decimal string.';
  }
  const currency = body['currency'];
  if (typeof currency !== 'string' || !currencies.includes(currency)) {
    return `Invalid currency: ${String(currency)} does not match the target environment (${currencies.join(', ')}).`;
  }
  const party = body[partyField];
  if (!isRecord(party)) return `${partyField} is required.`;
  const type = party['partyIdType'];
  const partyId = party['partyId'];
  if (typeof type !== 'string' || !PARTY_TYPES.includes(type))
    return `${partyField}.partyIdType must be MSISDN, EMAIL or PARTY_CODE.`;
  if (typeof partyId !== 'string' || partyId === '') return `${partyField}.partyId is required.`;
  if (type === 'MSISDN' && !/^\d{8,15}$/.test(partyId))
    return `${partyField}.partyId must be an MSISDN in international format without '+'.`;
  const wire: Record<string, unknown> = { amount, partyIdType: type };
  if (body['externalId'] !== undefined) {
    if (typeof body['externalId'] !== 'string') return 'externalId must be a string.';
    wire['externalId'] = body['externalId'];
  }
  for (const field of ['payerMessage', 'payeeNote'] as const) {
    const v = body[field];
    if (v === undefined) continue;
    if (typeof v !== 'string' || v.length > 160) return `${field} must be a string of at most 160 characters.`;
    if (v.includes("'")) return `${field} must not contain apostrophes.`;
    wire[field] = v;
  }
  return { amountMinor: parsed.minor, currency, partyId, wire };
}
