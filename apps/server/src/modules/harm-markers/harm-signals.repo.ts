/** rg_harm_signals: Kysely only. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { isHarmSignal, type HarmSignal, type SignalRow } from './harm-signals.js';

/** From when each signal is counted (a marker's window, cut at the member's last review). */
export type SignalFloors = Record<HarmSignal, Date>;

export class HarmSignalsRepo {
  /** Writes the rows whose key is new, in one statement; returns those it wrote. */
  async insert(trx: Db, rows: readonly SignalRow[]): Promise<SignalRow[]> {
    if (rows.length === 0) return [];
    const written = await trx
      .insertInto('rg_harm_signals')
      .values(rows.map((r) => ({ member_id: r.memberId, signal: r.signal, at: r.at, dedupe_key: r.dedupeKey })))
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning(['member_id', 'signal', 'at', 'dedupe_key'])
      .execute();
    return written.flatMap((w) =>
      isHarmSignal(w.signal) ? [{ memberId: w.member_id, signal: w.signal, at: w.at, dedupeKey: w.dedupe_key }] : [],
    );
  }

  /** Whether the member has `signal` in [from, to]. */
  async has(db: Db, memberId: string, signal: HarmSignal, from: Date, to: Date): Promise<boolean> {
    const row = await db
      .selectFrom('rg_harm_signals')
      .select('id')
      .where('member_id', '=', memberId)
      .where('signal', '=', signal)
      .where('at', '>=', from)
      .where('at', '<=', to)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Each signal's count from its floor up to `until`, in one scan of the member's recent rows. */
  async counts(db: Db, memberId: string, floors: SignalFloors, until: Date): Promise<Record<HarmSignal, number>> {
    const oldest = new Date(Math.min(...Object.values(floors).map((d) => d.getTime())));
    const rows = await db
      .selectFrom('rg_harm_signals')
      .select(['signal', sql<string>`count(*)`.as('n')])
      .where('member_id', '=', memberId)
      .where('at', '>', oldest)
      .where('at', '<=', until)
      .where((eb) =>
        eb.or(Object.entries(floors).map(([signal, floor]) => eb.and([eb('signal', '=', signal), eb('at', '>', floor)]))),
      )
      .groupBy('signal')
      .execute();
    const out: Record<HarmSignal, number> = {
      deposit: 0,
      deposit_failed: 0,
      night_play: 0,
      limit_hit: 0,
      withdrawal_cancelled: 0,
      cancel_redeposit: 0,
      big_loss: 0,
      chase: 0,
    };
    for (const r of rows) if (isHarmSignal(r.signal)) out[r.signal] = Number(r.n);
    return out;
  }
}
