/**
 * The harm markers' consumer of the activity stream: writes each fact's signals, adds the two that
 * look back (a deposit soon after a cancelled withdrawal, or soon after a big loss), then judges
 * every member with a new counted signal against the thresholds in force. All in the batch's
 * transaction, so a signal and the flag it raises commit with the cursor.
 */
import type { HarmThresholds } from '@nyota/contract/staff/harm-markers-schemas';
import type { Db } from '../../platform/db/database.js';
import type { ActivityConsumer, ActivityEvent } from '../activity/index.js';
import { signalsOf, type HarmSignal, type SignalRow } from './harm-signals.js';
import { HarmSignalsRepo } from './harm-signals.repo.js';
import { readThresholds } from './harm-settings.js';
import type { HarmJudge } from './harm-judge.js';

const NOT_COUNTED: ReadonlySet<HarmSignal> = new Set(['withdrawal_cancelled', 'big_loss']);

export function harmMarkersConsumer(d: { timeZone: string; judge: HarmJudge }): ActivityConsumer {
  const signals = new HarmSignalsRepo();

  async function lookBack(trx: Db, e: ActivityEvent, t: HarmThresholds): Promise<SignalRow[]> {
    if (e.kind !== 'deposit.succeeded') return [];
    const out: SignalRow[] = [];
    const sinceCancel = new Date(e.at.getTime() - t.cancelRedeposit.withinHours * 3_600_000);
    if (await signals.has(trx, e.memberId, 'withdrawal_cancelled', sinceCancel, e.at)) {
      out.push({ memberId: e.memberId, signal: 'cancel_redeposit', at: e.at, dedupeKey: `cancel_redeposit:${e.id}` });
    }
    const sinceLoss = new Date(e.at.getTime() - t.chasingLosses.withinMinutes * 60_000);
    if (await signals.has(trx, e.memberId, 'big_loss', sinceLoss, e.at)) {
      out.push({ memberId: e.memberId, signal: 'chase', at: e.at, dedupeKey: `chase:${e.id}` });
    }
    return out;
  }

  return {
    name: 'harm-markers',
    async apply(trx, events) {
      const t = await readThresholds(trx);
      const seen = new Set<string>();
      // The latest time each member got a new counted signal: they are judged as of then.
      const touched = new Map<string, Date>();
      for (const e of events) {
        const rows = [...signalsOf(e, t, d.timeZone), ...(await lookBack(trx, e, t))].filter((r) => !seen.has(r.dedupeKey));
        if (rows.length === 0) continue;
        rows.forEach((r) => seen.add(r.dedupeKey));
        const written = await signals.insert(trx, rows);
        if (written > 0 && rows.some((r) => !NOT_COUNTED.has(r.signal))) touched.set(e.memberId, e.at);
      }
      for (const [memberId, at] of touched) await d.judge.judge(trx, memberId, at, t);
    },
  };
}
