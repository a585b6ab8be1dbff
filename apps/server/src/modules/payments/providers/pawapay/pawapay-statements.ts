/**
 * pawaPay v2 wallet statements as a reconciliation source (docs: finances/initiate-statement,
 * check-statement-status, statement-callback):
 *
 *   POST /v2/statements {wallet: {country, currency}, startDate, endDate, compressed}
 *        -> {statementId, status: ACCEPTED | REJECTED, created, failureReason?}
 *   GET  /v2/statements/{statementId}
 *        -> {status: FOUND, data: {statementId, status: PROCESSING | COMPLETED | FAILED, downloadUrl?,
 *            downloadUrlExpiresAt?, fileSize?, failureReason?, ...}} | {status: NOT_FOUND}
 *   GET  <downloadUrl>  -> the CSV (gzip when compressed), see pawapay-statement-csv.ts
 *
 * We poll rather than pass a callbackUrl: the job is already waiting for the answer, and a poll
 * needs no inbound route. The range is sent as UTC without an offset, as pawaPay's examples do
 * ("2025-05-10T10:00:00"); at most 31 days. The download link is pre-signed and short-lived (1 day),
 * so it is fetched without our bearer token: the token is never sent to a host it was not made for.
 * Statement data for the current day may lag by up to an hour, which is why the daily job only
 * reconciles days that are over.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { exchange, joinUrl, snippet, type HttpOutcome } from '../http-json.js';
import type { PawapaySettings } from '../provider-config.js';
import { COUNTRY_CURRENCY, ProviderCallError, type Country } from '../provider-adapter.js';
import type { StatementReader, StatementResult } from '../../statement-reader.js';
import { PAWAPAY_COUNTRY } from './pawapay-providers.js';
import { parseStatementCsv, statementText } from './pawapay-statement-csv.js';

const MAX_RANGE_MS = 31 * 24 * 3600_000;
// A small statement is ready in moments; a month of a busy wallet takes longer: start short, back off.
const FIRST_PAUSE_MS = 250;

const failureReason = z.object({ failureCode: z.string(), failureMessage: z.string().optional() }).optional();
const initiationSchema = z.object({ statementId: z.string().optional(), status: z.string(), failureReason });
const statusSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('FOUND'),
    data: z.object({
      statementId: z.string(),
      status: z.string(),
      downloadUrl: z.string().optional(),
      failureReason,
    }),
  }),
  z.object({ status: z.literal('NOT_FOUND') }),
]);

export interface StatementPolling {
  /** Longest pause between status checks; the first pauses are shorter (250 ms, doubling). */
  intervalMs: number;
  /** Give up after this many checks (the job runs again within the hour). */
  maxChecks: number;
}

export const DEFAULT_STATEMENT_POLLING: StatementPolling = { intervalMs: 5_000, maxChecks: 120 };

export class PawapayStatementReader implements StatementReader {
  readonly providerId = 'pawapay';
  readonly kind = 'statement' as const;

  constructor(
    private readonly settings: Pick<PawapaySettings, 'baseUrl' | 'apiToken' | 'timeoutMs'>,
    private readonly country: Country,
    private readonly polling: StatementPolling = DEFAULT_STATEMENT_POLLING,
  ) {}

  async read(req: { start: Date; end: Date }): Promise<StatementResult> {
    if (req.end.getTime() - req.start.getTime() > MAX_RANGE_MS) throw new Error('a pawaPay statement covers at most 31 days');
    const statementId = await this.request(req.start, req.end);
    const url = await this.waitForFile(statementId);
    const parsed = parseStatementCsv(statementText(await this.download(url)));
    return { lines: parsed.lines, unchecked: [] };
  }

  private async request(start: Date, end: Date): Promise<string> {
    const body = {
      wallet: { country: PAWAPAY_COUNTRY[this.country], currency: COUNTRY_CURRENCY[this.country] },
      startDate: utcWithoutOffset(start),
      endDate: utcWithoutOffset(end),
      compressed: true,
    };
    const outcome = await this.call('POST', '/v2/statements', body);
    const parsed = outcome.kind === 'response' ? initiationSchema.safeParse(outcome.json) : undefined;
    if (outcome.kind === 'failed') throw new ProviderCallError('pawapay', `statement request: ${outcome.error}`);
    if (!parsed?.success)
      throw new ProviderCallError('pawapay', `statement request (HTTP ${outcome.status}): ${snippet(outcome.text)}`);
    const { status, statementId, failureReason: why } = parsed.data;
    if (outcome.status !== 200 || status !== 'ACCEPTED' || !statementId) {
      throw new ProviderCallError(
        'pawapay',
        `statement ${status}: ${why?.failureMessage ?? snippet(outcome.text)}`,
        why?.failureCode,
      );
    }
    return statementId;
  }

  private async waitForFile(statementId: string): Promise<string> {
    for (let check = 0; check < this.polling.maxChecks; check++) {
      if (check > 0 && this.polling.intervalMs > 0)
        await delay(Math.min(FIRST_PAUSE_MS * 2 ** (check - 1), this.polling.intervalMs));
      const outcome = await this.call('GET', `/v2/statements/${encodeURIComponent(statementId)}`);
      if (outcome.kind === 'failed' || outcome.status >= 500) continue; // passing trouble: ask again
      const parsed = statusSchema.safeParse(outcome.json);
      if (outcome.status !== 200 || !parsed.success) {
        throw new ProviderCallError('pawapay', `statement status (HTTP ${outcome.status}): ${snippet(outcome.text)}`);
      }
      if (parsed.data.status === 'NOT_FOUND') throw new ProviderCallError('pawapay', `statement ${statementId} not found`);
      const s = parsed.data.data;
      if (s.status === 'COMPLETED' && s.downloadUrl) return s.downloadUrl;
      if (s.status === 'FAILED') {
        throw new ProviderCallError(
          'pawapay',
          `statement failed: ${s.failureReason?.failureMessage ?? 'no reason'}`,
          s.failureReason?.failureCode,
        );
      }
    }
    throw new ProviderCallError('pawapay', `statement ${statementId} not ready after ${this.polling.maxChecks} checks`);
  }

  private async download(url: string): Promise<Uint8Array> {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.max(this.settings.timeoutMs, 60_000)) });
      if (!res.ok) throw new ProviderCallError('pawapay', `statement download: HTTP ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    } catch (err) {
      if (err instanceof ProviderCallError) throw err;
      throw new ProviderCallError('pawapay', `statement download: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpOutcome> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.settings.apiToken}`, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return exchange({
      method,
      url: joinUrl(this.settings.baseUrl, path),
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      timeoutMs: this.settings.timeoutMs,
    });
  }
}

/** 2025-05-10T10:00:00 (UTC, whole seconds, no offset). */
function utcWithoutOffset(d: Date): string {
  return d.toISOString().slice(0, 19);
}
