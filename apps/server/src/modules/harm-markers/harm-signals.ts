/**
 * What each fact on the activity stream means for the harm markers: the signals it writes. Pure:
 * the consumer adds the two signals that need a look back (a deposit soon after a cancelled
 * withdrawal or after a big loss) and writes them all.
 */
import type { HarmThresholds } from '@nyota/contract/staff/harm-markers-schemas';
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';
import type { ActivityEvent } from '../activity/index.js';

export const HARM_SIGNALS = [
  'deposit',
  'deposit_failed',
  'night_play',
  'limit_hit',
  'withdrawal_cancelled',
  'cancel_redeposit',
  'big_loss',
  'chase',
] as const;
export type HarmSignal = (typeof HARM_SIGNALS)[number];

export function isHarmSignal(s: string): s is HarmSignal {
  return (HARM_SIGNALS as readonly string[]).includes(s);
}

export interface SignalRow {
  memberId: string;
  signal: HarmSignal;
  at: Date;
  /** Unique: a replayed event, or a second bet in the same night, writes nothing. */
  dedupeKey: string;
}

/** Night play is a real-money bet settled from 00:00 to before 06:00 on the market's clock. */
const NIGHT_ENDS_HOUR = 6;

export function isNight(at: Date, timeZone: string): boolean {
  return at.getTime() - startOfLocalDay(at, timeZone).getTime() < NIGHT_ENDS_HOUR * 3_600_000;
}

/** The signals one fact writes on its own (none for facts the markers do not count). */
export function signalsOf(e: ActivityEvent, t: HarmThresholds, timeZone: string): SignalRow[] {
  const base = { memberId: e.memberId, at: e.at };
  switch (e.kind) {
    case 'deposit.succeeded':
      return [{ ...base, signal: 'deposit', dedupeKey: `deposit:${e.id}` }];
    case 'deposit.failed':
      return [{ ...base, signal: 'deposit_failed', dedupeKey: `deposit_failed:${e.id}` }];
    case 'withdrawal.cancelled':
      return [{ ...base, signal: 'withdrawal_cancelled', dedupeKey: `withdrawal_cancelled:${e.id}` }];
    case 'limit.refused':
      return [{ ...base, signal: 'limit_hit', dedupeKey: `limit_hit:${e.id}` }];
    case 'bet.settled': {
      if (e.payload.unit !== 'cash') return [];
      const out: SignalRow[] = [];
      if (isNight(e.at, timeZone)) {
        out.push({ ...base, signal: 'night_play', dedupeKey: `night_play:${e.memberId}:${localDay(e.at, timeZone)}` });
      }
      if (e.payload.stake - e.payload.payout >= t.chasingLosses.bigLoss) {
        out.push({ ...base, signal: 'big_loss', dedupeKey: `big_loss:${e.id}` });
      }
      return out;
    }
    default:
      return [];
  }
}
