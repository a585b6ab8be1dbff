/**
 * MTN MoMo's two locks: the product subscription key (Ocp-Apim-Subscription-Key; Collection and
 * Disbursement keys differ) and an OAuth-style access token from POST /{product}/token/ with
 * `Basic base64(apiUser:apiKey)`, valid expires_in seconds (3600) in simulated time. Also the
 * sandbox provisioning API (/v1_0/apiuser) that MTN's own sandbox requires.
 */
import { randomBytes } from 'node:crypto';
import type { SimClock } from '../core/clock.js';
import { isRecord, type WireReply } from '../core/http.js';
import { isUuidV4 } from '../core/ids.js';
import type { SandboxStore } from '../core/store.js';
import type { MtnApiUser, MtnProduct } from '../core/types.js';
import type { ResolvedOptions } from '../sandbox-options.js';

export const SUBSCRIPTION_DENIED: WireReply = {
  status: 401,
  body: {
    statusCode: 401,
    message: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
  },
};

export class MtnAuth {
  constructor(
    private readonly store: SandboxStore,
    private readonly clock: SimClock,
    private readonly o: ResolvedOptions['mtn'],
  ) {}

  subscriptionOk(product: MtnProduct | 'any', key: string | undefined): boolean {
    if (!key) return false;
    const keys =
      product === 'any'
        ? [...this.o.subscriptionKeys.collection, ...this.o.subscriptionKeys.disbursement]
        : this.o.subscriptionKeys[product];
    return keys.includes(key);
  }

  issueToken(product: MtnProduct, authorization: string | undefined): WireReply {
    const m = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
    const decoded = m?.[1] ? Buffer.from(m[1], 'base64').toString('utf8') : '';
    const sep = decoded.indexOf(':');
    const user = sep > 0 ? this.store.data.mtn.apiUsers[decoded.slice(0, sep)] : undefined;
    if (!user?.apiKey || user.apiKey !== decoded.slice(sep + 1)) return { status: 401, body: { error: 'login_failed' } };
    const token = randomBytes(36).toString('base64url');
    this.pruneExpired();
    this.store.data.mtn.tokens[token] = {
      product,
      apiUser: user.id,
      expiresAt: this.clock.nowMs() + this.o.tokenTtlSeconds * 1000,
    };
    this.store.touch();
    return { status: 200, body: { access_token: token, token_type: 'access_token', expires_in: this.o.tokenTtlSeconds } };
  }

  bearer(
    product: MtnProduct,
    authorization: string | undefined,
  ): { ok: true; user: MtnApiUser } | { ok: false; reply: WireReply } {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const record = token ? this.store.data.mtn.tokens[token] : undefined;
    const user = record ? this.store.data.mtn.apiUsers[record.apiUser] : undefined;
    if (!record || !user || record.product !== product)
      return { ok: false, reply: unauthorized('Access token is missing or invalid.') };
    if (record.expiresAt <= this.clock.nowMs()) return { ok: false, reply: unauthorized('Access token has expired.') };
    return { ok: true, user };
  }

  expireAll(): number {
    const tokens = this.store.data.mtn.tokens;
    const n = Object.keys(tokens).length;
    for (const t of Object.values(tokens)) t.expiresAt = Math.min(t.expiresAt, this.clock.nowMs());
    this.store.touch();
    return n;
  }

  createUser(referenceId: string | undefined, body: unknown): WireReply {
    if (!isUuidV4(referenceId)) return badRequest('X-Reference-Id must be a UUID version 4.');
    const users = this.store.data.mtn.apiUsers;
    if (users[referenceId])
      return {
        status: 409,
        body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' },
      };
    const host = isRecord(body) && typeof body['providerCallbackHost'] === 'string' ? body['providerCallbackHost'] : undefined;
    users[referenceId] = host ? { id: referenceId, providerCallbackHost: host } : { id: referenceId };
    this.store.touch();
    return { status: 201 };
  }

  createKey(id: string): WireReply {
    const user = this.store.data.mtn.apiUsers[id];
    if (!user) return { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };
    user.apiKey = randomBytes(16).toString('hex');
    // A new key invalidates the tokens issued under the old one.
    for (const [t, rec] of Object.entries(this.store.data.mtn.tokens))
      if (rec.apiUser === id) delete this.store.data.mtn.tokens[t];
    this.store.touch();
    return { status: 201, body: { apiKey: user.apiKey } };
  }

  getUser(id: string): WireReply {
    const user = this.store.data.mtn.apiUsers[id];
    if (!user) return { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };
    return { status: 200, body: { providerCallbackHost: user.providerCallbackHost ?? '', targetEnvironment: 'sandbox' } };
  }

  private pruneExpired(): void {
    const now = this.clock.nowMs();
    const tokens = this.store.data.mtn.tokens;
    for (const [t, rec] of Object.entries(tokens)) if (rec.expiresAt < now - 86_400_000) delete tokens[t];
  }
}

function unauthorized(message: string): WireReply {
  return { status: 401, body: { statusCode: 401, message } };
}

export function badRequest(message: string): WireReply {
  return { status: 400, body: { code: 'BAD_REQUEST', message } };
}
