/**
 * The harm markers' consumer of the activity stream: writes each fact's signals, adds the two that
 * look back (a deposit soon after a cancelled withdrawal, or soon after a big loss), then judges
 * every member with a new counted signal against the thresholds in force. All in the batch's
 * transaction, so a signal and the flag it raises commit with the cursor.
 *
 * Signals are written in one statement per run of facts; only a deposit, which looks back at signals,
 * first writes what came before it. A night's later bets would only repeat that night's signal, so
 * the last night written per member is remembered (the unique key stays the guard).
 */
import type { HarmThresholds } from '@nyota/contract/staff/harm-markers-schemas';
import type { Db } from '../../platform/db/database.js';
import type { ActivityConsumer, ActivityEvent } from '../activity/index.js';
import { signalsOf, type HarmSignal, type SignalRow } from './harm-signals.js';
import { HarmSignalsRepo } from './harm-signals.repo.js';
import { readThresholds } from './harm-settings.js';
import type { HarmJudge } from './harm-judge.js';

const NOT_COUNTED: ReadonlySet<HarmSignal> = new Set(['withdrawal_cancelled', 'big_loss']);
/** Enough for every member playing at once; cleared when full (it only saves writes). */
const NIGHTS_REMEMBERED = 100_000;

export function harmMarkersConsumer(d: { timeZone: string; judge: HarmJudge }): ActivityConsumer {
  const signals = new HarmSignalsRepo();
  const lastNight = new Map<string, string>();
  // This batch's nights, remembered only once it commits (a rolled-back batch is read again).
  let staged = new Map<string, string>();

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

  function fresh(r: SignalRow): boolean {
    if (r.signal !== 'night_play') return true;
    if (lastNight.get(r.memberId) === r.dedupeKey || staged.get(r.memberId) === r.dedupeKey) return false;
    staged.set(r.memberId, r.dedupeKey);
    return true;
  }

  return {
    name: 'harm-markers',
    async apply(trx, events) {
      staged = new Map();
      const t = await readThresholds(trx);
      // The latest new counted signal per member: they are judged as of then.
      const touched = new Map<string, Date>();
      let pending: SignalRow[] = [];
      const flush = async () => {
        for (const w of await signals.insert(trx, pending)) {
          const seen = touched.get(w.memberId);
          if (!NOT_COUNTED.has(w.signal) && (!seen || seen < w.at)) touched.set(w.memberId, w.at);
        }
        pending = [];
      };
      for (const e of events) {
        if (e.kind === 'deposit.succeeded') {
          await flush();
          pending.push(...(await lookBack(trx, e, t)));
        }
        pending.push(...signalsOf(e, t, d.timeZone).filter(fresh));
      }
      await flush();
      for (const [memberId, at] of touched) await d.judge.judge(trx, memberId, at, t);
    },
    async afterCommit() {
      if (lastNight.size + staged.size > NIGHTS_REMEMBERED) lastNight.clear();
      for (const [memberId, key] of staged) lastNight.set(memberId, key);
      staged = new Map();
    },
  };
}
