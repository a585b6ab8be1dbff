/**
 * Sends provider callbacks and remembers every attempt. Providers only build the request (body,
 * headers, signature) from the intent at send time; when and how often it goes out is decided
 * here: a delay from the provider's settings, retries per provider (pawaPay keeps trying for about
 * fifteen minutes; MTN sends once and never again), and a switch that makes the merchant's endpoint
 * look unreachable.
 */
import { newUuid } from './ids.js';
import type { SimClock } from './clock.js';
import type { Scheduler } from './scheduler.js';
import type { SandboxStore } from './store.js';
import type { CallbackAttempt, Intent, ProviderId, SignatureMode, SimTask } from './types.js';
import { SIGNATURE_MODES } from './types.js';

export interface OutgoingCallback {
  url: string;
  method: 'POST' | 'PUT';
  headers: Record<string, string>;
  body: string;
  statusSent?: string;
}

export interface CallbackSpec {
  /** final | duplicate | resend | manual | replay */
  variant: string;
  /** Send this status instead of the current one (a stale or out-of-order callback). */
  statusOverride?: string;
  signature?: SignatureMode;
  url?: string;
  replayOf?: string;
}

export type CallbackBuilder = (intent: Intent, spec: CallbackSpec) => OutgoingCallback | { skip: string };

export interface DispatcherOptions {
  timeoutMs: number;
  retryDelaysMs: Record<ProviderId, number[]>;
  /** Turns a path-only callback URL into an absolute one (this server's own address). */
  resolveUrl(url: string): string;
}

const LOG_LIMIT = 2000;
const NO_RETRY_VARIANTS = new Set(['manual', 'replay']);

export class CallbackDispatcher {
  private readonly builders = new Map<ProviderId, CallbackBuilder>();
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(
    private readonly store: SandboxStore,
    private readonly clock: SimClock,
    private readonly scheduler: Scheduler,
    private readonly opts: DispatcherOptions,
  ) {
    scheduler.on('callback', (t) => this.onTask(t));
  }

  register(provider: ProviderId, builder: CallbackBuilder): void {
    this.builders.set(provider, builder);
  }

  /** `fromMs`: simulated time the delay counts from (a retry counts from its failed attempt). */
  schedule(intent: Intent, delayMs: number, spec: CallbackSpec, attempt = 1, fromMs = this.clock.nowMs()): void {
    const data: Record<string, string | number> = { variant: spec.variant, attempt };
    if (spec.statusOverride) data['statusOverride'] = spec.statusOverride;
    if (spec.signature) data['signature'] = spec.signature;
    if (spec.url) data['url'] = spec.url;
    if (spec.replayOf) data['replayOf'] = spec.replayOf;
    this.scheduler.at(fromMs + Math.max(0, delayMs), 'callback', intent.key, data);
  }

  /** Sends at once and resolves with the recorded attempt (manual sends and replays). */
  sendNow(intent: Intent, spec: CallbackSpec): Promise<CallbackAttempt> {
    return this.track(this.deliver(intent, spec, 1));
  }

  /** Resolves when no delivery is in flight (tests and clock fast-forward wait on it). */
  async idle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }

  log(filter: { provider?: ProviderId; intentId?: string } = {}): CallbackAttempt[] {
    return this.store.data.callbackLog.filter(
      (a) => (!filter.provider || a.provider === filter.provider) && (!filter.intentId || a.intentId === filter.intentId),
    );
  }

  attempt(id: string): CallbackAttempt | undefined {
    return this.store.data.callbackLog.find((a) => a.id === id);
  }

  private onTask(task: SimTask): void {
    const intent = this.store.data.intents[task.ref];
    if (!intent) return;
    const d = task.data ?? {};
    const spec: CallbackSpec = { variant: String(d['variant'] ?? 'final') };
    if (typeof d['statusOverride'] === 'string') spec.statusOverride = d['statusOverride'];
    if (typeof d['signature'] === 'string' && (SIGNATURE_MODES as readonly string[]).includes(d['signature'])) {
      spec.signature = d['signature'] as SignatureMode;
    }
    if (typeof d['url'] === 'string') spec.url = d['url'];
    if (typeof d['replayOf'] === 'string') spec.replayOf = d['replayOf'];
    void this.track(this.deliver(intent, spec, Number(d['attempt'] ?? 1)));
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p)).catch(() => undefined);
    return p;
  }

  private async deliver(intent: Intent, spec: CallbackSpec, attempt: number): Promise<CallbackAttempt> {
    const builder = this.builders.get(intent.provider);
    const built = builder ? builder(intent, spec) : { skip: 'no callback builder' };
    const rec: CallbackAttempt = {
      id: newUuid(),
      provider: intent.provider,
      intentKey: intent.key,
      intentId: intent.id,
      url: 'skip' in built ? '' : this.opts.resolveUrl(built.url),
      method: 'skip' in built ? '' : built.method,
      headers: 'skip' in built ? {} : built.headers,
      body: 'skip' in built ? '' : built.body,
      variant: spec.variant,
      attempt,
      at: this.clock.nowMs(),
      ok: false,
    };
    if (spec.signature) rec.signature = spec.signature;
    if (spec.statusOverride) rec.statusOverride = spec.statusOverride;
    if (spec.replayOf) rec.replayOf = spec.replayOf;
    if (!('skip' in built) && built.statusSent) rec.statusSent = built.statusSent;
    this.remember(rec);
    if ('skip' in built) {
      rec.error = built.skip;
      return rec;
    }
    if (this.store.data.callbackSettings[intent.provider].endpointDown) {
      rec.error = 'simulated: callback endpoint unreachable';
    } else {
      try {
        const res = await fetch(rec.url, {
          method: rec.method,
          headers: rec.headers,
          body: rec.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(this.opts.timeoutMs),
        });
        await res.arrayBuffer();
        rec.httpStatus = res.status;
        rec.ok = res.status >= 200 && res.status < 300;
        if (!rec.ok) rec.error = `HTTP ${res.status}`;
      } catch (err) {
        rec.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      }
    }
    const delays = this.opts.retryDelaysMs[intent.provider];
    const retryDelay = delays[attempt - 1];
    if (!rec.ok && retryDelay !== undefined && !NO_RETRY_VARIANTS.has(spec.variant)) {
      this.schedule(intent, retryDelay, spec, attempt + 1, rec.at);
    }
    this.store.touch();
    return rec;
  }

  private remember(rec: CallbackAttempt): void {
    const log = this.store.data.callbackLog;
    log.push(rec);
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
  }
}
