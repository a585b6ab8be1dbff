/**
 * Verifies pawaPay's signed callbacks (RFC 9421, label `sig-pp`, ECDSA P-256, Content-Digest).
 * Keys come from configuration (pinned) or from `GET /v2/public-key/http`, cached; an unknown keyid
 * triggers at most one refetch per interval so a flood of forged callbacks cannot hammer pawaPay.
 *
 * A callback that is unsigned or fails verification is still read, but as untrusted: the payments
 * service then asks the status endpoint, which is authenticated by our own token.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { Clock } from '../../../../platform/clock.js';
import { exchange, joinUrl } from '../http-json.js';
import { verifyMessageSignature, type HttpMessage, type VerifyOutcome } from '../signatures/http-message-signatures.js';
import { publicKeysSchema } from './pawapay-wire.js';

/** Components a pawaPay callback signature must cover before we let it vouch for the body. */
const REQUIRED_COMPONENTS = ['@method', '@path', 'content-digest'];
const REFETCH_INTERVAL_MS = 5 * 60_000;
/** pawaPay signs with expires = created + 60 s; allow for clock drift and queueing on our side. */
const MAX_SKEW_SECONDS = 300;

export interface PawapayKeySource {
  baseUrl: string;
  apiToken: string;
  timeoutMs: number;
  pinnedKeys: Array<{ id: string; key: string }>;
}

export class PawapayCallbackVerifier {
  private readonly keys = new Map<string, KeyObject>();
  private lastFetchAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly source: PawapayKeySource,
    private readonly clock: Clock,
  ) {
    for (const k of source.pinnedKeys) this.keys.set(k.id, createPublicKey(k.key));
  }

  verify(msg: HttpMessage): Promise<VerifyOutcome> {
    return verifyMessageSignature(msg, {
      keyLookup: (id) => this.lookup(id),
      now: this.clock.now(),
      label: 'sig-pp',
      requiredComponents: REQUIRED_COMPONENTS,
      maxSkewSeconds: MAX_SKEW_SECONDS,
    });
  }

  private async lookup(keyId: string): Promise<KeyObject | undefined> {
    const known = this.keys.get(keyId);
    if (known) return known;
    // Pinned keys are the whole truth when configured: never let a callback make us trust a fetched key.
    if (this.source.pinnedKeys.length > 0) return undefined;
    // Callbacks arriving together wait for the one fetch in flight instead of failing meanwhile.
    if (!this.inFlight) {
      const now = this.clock.now().getTime();
      if (now - this.lastFetchAt < REFETCH_INTERVAL_MS) return undefined;
      this.lastFetchAt = now;
      this.inFlight = this.fetchKeys().finally(() => {
        this.inFlight = null;
      });
    }
    await this.inFlight;
    return this.keys.get(keyId);
  }

  private async fetchKeys(): Promise<void> {
    const outcome = await exchange({
      method: 'GET',
      url: joinUrl(this.source.baseUrl, '/v2/public-key/http'),
      headers: { Authorization: `Bearer ${this.source.apiToken}`, Accept: 'application/json' },
      timeoutMs: this.source.timeoutMs,
    });
    if (outcome.kind !== 'response' || outcome.status !== 200) return;
    const parsed = publicKeysSchema.safeParse(outcome.json);
    if (!parsed.success) return;
    for (const k of parsed.data) {
      try {
        this.keys.set(k.id, createPublicKey(k.key));
      } catch {
        // A key we cannot read verifies nothing; skip it rather than fail the others.
      }
    }
  }
}
