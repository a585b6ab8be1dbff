/**
 * MTN MoMo OAuth token per product (collection, disbursement): `POST /{product}/token/` with
 * Basic base64(apiUser:apiKey) and the product's subscription key. Cached until shortly before
 * `expires_in` (about an hour); concurrent callers share one request; a 401 on an API call
 * invalidates it so the next call fetches a fresh one.
 */
import { z } from 'zod';
import type { Clock } from '../../../../platform/clock.js';
import { exchange, joinUrl, snippet } from '../http-json.js';
import type { MtnProductCredentials } from '../provider-config.js';

export type MtnProduct = 'collection' | 'disbursement';

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().int().positive(),
});

/** Refresh this long before MTN's expiry so a token never dies in flight. */
const EXPIRY_MARGIN_S = 60;

export type TokenResult = { ok: true; token: string } | { ok: false; auth: boolean; error: string };

export class MtnTokenCache {
  private cached: { token: string; expiresAt: number } | null = null;
  private inFlight: Promise<TokenResult> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly product: MtnProduct,
    private readonly creds: MtnProductCredentials,
    private readonly timeoutMs: number,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<TokenResult> {
    const now = this.clock.now().getTime();
    if (this.cached && this.cached.expiresAt > now) return { ok: true, token: this.cached.token };
    this.inFlight ??= this.fetch().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Forget the token if it is still the one that was refused. */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async fetch(): Promise<TokenResult> {
    const basic = Buffer.from(`${this.creds.apiUser}:${this.creds.apiKey}`, 'utf8').toString('base64');
    const outcome = await exchange({
      method: 'POST',
      url: joinUrl(this.baseUrl, `/${this.product}/token/`),
      headers: {
        Authorization: `Basic ${basic}`,
        'Ocp-Apim-Subscription-Key': this.creds.subscriptionKey,
        Accept: 'application/json',
      },
      timeoutMs: this.timeoutMs,
    });
    if (outcome.kind === 'failed') return { ok: false, auth: false, error: `token: ${outcome.error}` };
    if (outcome.status === 401 || outcome.status === 403) {
      return { ok: false, auth: true, error: `token refused (HTTP ${outcome.status}): ${snippet(outcome.text)}` };
    }
    const parsed = tokenSchema.safeParse(outcome.json);
    if (outcome.status !== 200 || !parsed.success) {
      return { ok: false, auth: false, error: `token (HTTP ${outcome.status}): ${snippet(outcome.text)}` };
    }
    const lifetimeS = Math.max(parsed.data.expires_in - EXPIRY_MARGIN_S, Math.min(parsed.data.expires_in, 30));
    this.cached = { token: parsed.data.access_token, expiresAt: this.clock.now().getTime() + lifetimeS * 1000 };
    return { ok: true, token: parsed.data.access_token };
  }
}
