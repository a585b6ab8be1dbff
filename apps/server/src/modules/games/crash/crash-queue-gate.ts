/**
 * The play gate for bets queued while a round flew: asked once for all of them as the next round
 * opens (one query per bar source, never one per bet, since this runs on the loop's hot path).
 */
import type { AppError } from '../../../platform/http/app-error.js';
import type { Stake, StakeGate } from '../../play-gate/index.js';

export interface Admission<Q> {
  admitted: Q[];
  refused: { item: Q; error: AppError }[];
}

export async function admitQueued<Q extends { player: { memberId: string }; req: { stake: number } }>(
  gate: StakeGate | undefined,
  queued: readonly Q[],
): Promise<Admission<Q>> {
  if (!gate) return { admitted: [...queued], refused: [] };
  // A member's queued bets (both panels) count together against an amount limit.
  const stakes = new Map<string, Stake>();
  for (const q of queued) {
    const id = q.player.memberId;
    stakes.set(id, { amount: (stakes.get(id)?.amount ?? 0) + q.req.stake, unit: 'cash' });
  }
  const refusals = await gate.refusals(
    queued.map((q) => q.player.memberId),
    stakes,
  );
  const out: Admission<Q> = { admitted: [], refused: [] };
  for (const item of queued) {
    const error = refusals.get(item.player.memberId);
    if (error) out.refused.push({ item, error });
    else out.admitted.push(item);
  }
  return out;
}
