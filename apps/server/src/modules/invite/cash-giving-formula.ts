/**
 * The published cash-giving formula (reference §7, docs/product-rules/invites.md#cash-giving): a
 * task starts at its packet, the n-th valid invitee adds the n-th entry of a fixed table (the last
 * entry repeating past its end), never past the target. So the number of invitees needed is known
 * up front, nothing can be bought to go faster, and what is left never grows.
 */

/** What the invitee opened as number `opened` (from 0) adds to `current`. */
export function increaseFor(increments: readonly number[], opened: number, current: number, target: number): number {
  const step = increments[Math.min(opened, increments.length - 1)] ?? 0;
  return Math.max(0, Math.min(step, target - current));
}

/** Valid invitees still needed to go from `current` to `target`, having opened `opened` already. */
export function invitesNeeded(increments: readonly number[], opened: number, current: number, target: number): number {
  if (increments.length === 0 || increments.every((s) => s <= 0)) return 0;
  let n = 0;
  let at = current;
  while (at < target) {
    at += increaseFor(increments, opened + n, at, target);
    n += 1;
  }
  return n;
}
