/**
 * The comparison itself, pure: our intents of one provider and market day against what the
 * provider says, both ways.
 *
 * Which day a payment belongs to: the market's calendar day (MARKET time zone, e.g. Africa/Lusaka,
 * UTC+2) of the moment we created the intent, the same day the player's records and daily limits
 * use. pawaPay files a transaction under its own creation time in UTC, a moment after ours, so a
 * payment started at 23:59:59 in Lusaka may sit on the provider's side of midnight. Lines are
 * therefore matched to intents by id, never by time: the statement is read for the day widened by
 * an hour at each end, a line whose intent we hold belongs to that intent's day, and a line we
 * cannot place belongs to the day of its own timestamp (so a neighbouring day reports it, not us).
 */
import { isFinal } from './intent-state.js';
import type { Intent } from './intent-row.js';
import type { OurSide, ReconDifference, TheirSide } from './recon-types.js';
import type { StatementLine, StatementResult } from './statement-reader.js';

export const STATEMENT_MARGIN_MS = 3600_000;

export interface DiffInput {
  start: Date;
  end: Date;
  source: 'statement' | 'per-intent';
  /** Our intents created in [start, end). */
  dayIntents: readonly Intent[];
  /** Our intents of other days that some provider line names. */
  otherIntents: readonly Intent[];
  result: StatementResult;
}

export function oursOf(i: Intent): OurSide {
  return {
    direction: i.direction,
    status: i.status,
    amount: i.providerAmount,
    currency: i.currency,
    createdAt: i.createdAt.toISOString(),
    lateSuccess: i.lateSuccess,
  };
}

export function theirsOf(l: StatementLine): TheirSide {
  return {
    direction: l.direction,
    status: l.status,
    ...(l.money ? { amount: l.money.minor, currency: l.money.currency } : {}),
    ...(l.createdAt ? { createdAt: l.createdAt.toISOString() } : {}),
  };
}

function statusAgrees(ours: Intent, theirs: StatementLine): boolean {
  if (theirs.status === 'SUCCEEDED') return ours.status === 'SUCCEEDED';
  if (theirs.status === 'FAILED') return ours.status === 'FAILED';
  return !isFinal(ours.status);
}

function compareLine(intent: Intent, line: StatementLine): ReconDifference[] {
  const base = {
    intentId: intent.id,
    ours: oursOf(intent),
    theirs: theirsOf(line),
    ...(line.providerTxnId ? { providerTxnId: line.providerTxnId } : {}),
  };
  const out: ReconDifference[] = [];
  if (line.money && line.money.currency !== intent.currency) out.push({ kind: 'currency_differs', ...base });
  else if (line.money && line.money.minor !== intent.providerAmount) out.push({ kind: 'amount_differs', ...base });
  if (!statusAgrees(intent, line)) out.push({ kind: 'status_differs', ...base });
  return out;
}

/** Whether the provider should list this intent: it moved money, or (asked by id) it was accepted. */
function expectedAtProvider(i: Intent, source: DiffInput['source']): boolean {
  if (source === 'statement') return i.status === 'SUCCEEDED';
  return i.status === 'SUCCEEDED' || i.providerRef !== null;
}

export function diffDay(input: DiffInput): ReconDifference[] {
  const day = new Map(input.dayIntents.map((i) => [i.id, i]));
  const other = new Set(input.otherIntents.map((i) => i.id));
  const inPeriod = (t: Date) => t >= input.start && t < input.end;
  const out: ReconDifference[] = [];
  const listed = new Set<string>();
  for (const line of input.result.lines) {
    const id = line.intentId.toLowerCase();
    if (listed.has(id)) continue;
    listed.add(id);
    const intent = day.get(id);
    if (intent) {
      out.push(...compareLine(intent, line));
    } else if (!other.has(id) && (!line.createdAt || inPeriod(line.createdAt))) {
      out.push({
        kind: 'missing_locally',
        intentId: line.intentId,
        theirs: theirsOf(line),
        ...(line.providerTxnId ? { providerTxnId: line.providerTxnId } : {}),
      });
    }
  }
  const unchecked = new Map(input.result.unchecked.map((u) => [u.intentId, u.error]));
  for (const intent of input.dayIntents) {
    const error = unchecked.get(intent.id);
    if (error !== undefined) {
      out.push({ kind: 'unverified', intentId: intent.id, ours: oursOf(intent), detail: error });
    } else if (!listed.has(intent.id) && expectedAtProvider(intent, input.source)) {
      out.push({ kind: 'missing_at_provider', intentId: intent.id, ours: oursOf(intent) });
    }
    if (intent.lateSuccess) out.push({ kind: 'late_success', intentId: intent.id, ours: oursOf(intent) });
  }
  return out;
}
