/**
 * The Daraja C2B adapter (wire in daraja-c2b-wire.ts): registers our validation and confirmation
 * URLs for the paybill with an OAuth token, and reads the notifications Safaricom posts to them.
 * Like the other adapters it touches no database and decides nothing about balances.
 *
 * C2B notifications carry no signature. Defence (reference mobile-money.md §4): a secret token in
 * the URL path, compared in constant time; the shortcode must be ours; the body must parse exactly.
 * The URLs avoid the words Safaricom refuses in registered URLs ("mpesa", "safaricom").
 */
import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../../platform/clock.js';
import { exchange, joinUrl, snippet } from '../http-json.js';
import { c2bPayloadSchema, darajaErrorSchema, registerUrlAnswerSchema, tokenSchema, type C2bPayload } from './daraja-c2b-wire.js';

export interface DarajaC2bSettings {
  /** https://api.safaricom.co.ke or https://sandbox.safaricom.co.ke (or the local sandbox). */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill number players pay. */
  shortCode: string;
  /** Public base of our provider callbacks, e.g. https://nyota.co.ke/account-service/pan-pay/callback. */
  callbackBaseUrl: string;
  /** Secret path segment of the callback URLs (at least 16 characters). */
  callbackToken: string;
  timeoutMs: number;
}

export type C2bStage = 'validation' | 'confirmation';

export type C2bRead = { ok: true; payload: C2bPayload } | { ok: false; reason: 'token' | 'unreadable' | 'shortcode' };

/** Seconds before Daraja's expiry that a token is replaced, so none dies in flight. */
const EXPIRY_MARGIN_S = 60;

export function payBillPath(token: string, stage: C2bStage): string {
  return `/paybill/${token}/${stage}`;
}

export class DarajaC2bAdapter {
  private cached: { token: string; expiresAt: number } | null = null;

  constructor(
    readonly settings: DarajaC2bSettings,
    private readonly clock: Clock,
  ) {}

  get shortCode(): string {
    return this.settings.shortCode;
  }

  private async token(): Promise<{ ok: true; token: string } | { ok: false; error: string }> {
    const now = this.clock.now().getTime();
    if (this.cached && this.cached.expiresAt > now) return { ok: true, token: this.cached.token };
    const { consumerKey, consumerSecret, baseUrl, timeoutMs } = this.settings;
    const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64');
    const res = await exchange({
      method: 'GET',
      url: joinUrl(baseUrl, '/oauth/v1/generate?grant_type=client_credentials'),
      headers: { authorization: `Basic ${basic}` },
      timeoutMs,
    });
    if (res.kind === 'failed') return { ok: false, error: res.error };
    const parsed = tokenSchema.safeParse(res.json);
    if (res.status !== 200 || !parsed.success) return { ok: false, error: `oauth HTTP ${res.status} ${snippet(res.text)}` };
    const expiresAt = now + Math.max(0, parsed.data.expires_in - EXPIRY_MARGIN_S) * 1000;
    this.cached = { token: parsed.data.access_token, expiresAt };
    return { ok: true, token: parsed.data.access_token };
  }

  /**
   * Registers our URLs for the shortcode. Production accepts this once; a repeat answers an error
   * saying they are registered already, which counts as done.
   */
  async registerUrls(): Promise<{ ok: true } | { ok: false; error: string }> {
    const token = await this.token();
    if (!token.ok) return token;
    const { baseUrl, shortCode, callbackBaseUrl, callbackToken, timeoutMs } = this.settings;
    const res = await exchange({
      method: 'POST',
      url: joinUrl(baseUrl, '/mpesa/c2b/v2/registerurl'),
      headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ShortCode: shortCode,
        ResponseType: 'Cancelled',
        ConfirmationURL: joinUrl(callbackBaseUrl, payBillPath(callbackToken, 'confirmation')),
        ValidationURL: joinUrl(callbackBaseUrl, payBillPath(callbackToken, 'validation')),
      }),
      timeoutMs,
    });
    if (res.kind === 'failed') return { ok: false, error: res.error };
    if (res.status === 401) this.cached = null;
    const answer = registerUrlAnswerSchema.safeParse(res.json);
    if (res.status === 200 && answer.success && answer.data.ResponseCode === '0') return { ok: true };
    const error = darajaErrorSchema.safeParse(res.json);
    if (error.success && /already registered/i.test(error.data.errorMessage)) return { ok: true };
    return { ok: false, error: `registerurl HTTP ${res.status} ${snippet(res.text)}` };
  }

  /** Checks the path token and the shortcode and parses the body; never throws. */
  read(pathToken: string, rawBody: Buffer): C2bRead {
    if (!sameSecret(pathToken, this.settings.callbackToken)) return { ok: false, reason: 'token' };
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
    const parsed = c2bPayloadSchema.safeParse(json);
    if (!parsed.success) return { ok: false, reason: 'unreadable' };
    if (parsed.data.BusinessShortCode !== this.settings.shortCode) return { ok: false, reason: 'shortcode' };
    return { ok: true, payload: parsed.data };
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
