/**
 * The giveaway's time rules, pure (docs/product-rules/giveaways.md#when-a-present-can-be-claimed):
 * a present opens for a member when the round has started and the account is `registrationDays`
 * old, stays open `validHours`, and never past the round's end. A guest counts as an account made
 * now. The status is the seeds' 1 presents to claim, 2 next round only, 3 guest, 4 all claimed.
 */
import { GiveawayStatus, type GiveawayPresentView } from '@nyota/contract/api/giveaway';
import type { GiveawayPresent, GiveawayRound, GiveawaySettings } from '@nyota/contract/staff/giveaway-settings-schemas';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface PresentWindow {
  availableAt: Date;
  expireAt: Date;
}

export function windowOf(round: GiveawayRound, present: GiveawayPresent, createdAt: Date): PresentWindow {
  const start = Date.parse(round.startAt);
  const end = Date.parse(round.endAt);
  const availableAt = Math.max(start, createdAt.getTime() + present.registrationDays * DAY_MS);
  const expireAt = Math.min(end, availableAt + present.validHours * HOUR_MS);
  return { availableAt: new Date(availableAt), expireAt: new Date(Math.max(expireAt, availableAt)) };
}

export type PresentState = 'claimed' | 'open' | 'later' | 'gone';

export function stateOf(w: PresentWindow, claimed: boolean, now: Date): PresentState {
  if (claimed) return 'claimed';
  if (w.expireAt.getTime() <= w.availableAt.getTime() || now >= w.expireAt) return 'gone';
  return now < w.availableAt ? 'later' : 'open';
}

export function isLive(round: GiveawayRound, now: Date): boolean {
  return round.enabled && Date.parse(round.startAt) <= now.getTime() && now.getTime() < Date.parse(round.endAt);
}

/** The running round with the latest start (what /activities/giveaway without an id shows). */
export function currentRound(settings: GiveawaySettings, now: Date): GiveawayRound | undefined {
  return settings.rounds.filter((r) => isLive(r, now)).sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt))[0];
}

export function findPresent(
  settings: GiveawaySettings,
  presentId: number,
): { round: GiveawayRound; present: GiveawayPresent } | undefined {
  for (const round of settings.rounds) {
    const present = round.presents.find((p) => p.id === presentId);
    if (present) return { round, present };
  }
  return undefined;
}

export function presentView(p: GiveawayPresent, w: PresentWindow, claimed: boolean): GiveawayPresentView {
  return {
    id: p.id,
    amount: p.amount,
    expireAt: w.expireAt.toISOString(),
    registrationDays: p.registrationDays,
    validHours: p.validHours,
    availableAt: w.availableAt.toISOString(),
    auto: p.auto,
    claimed,
  };
}

export interface Split {
  presents: GiveawayPresentView[];
  others: GiveawayPresentView[];
  all: GiveawayPresentView[];
  status: 1 | 2 | 3 | 4;
}

/**
 * Sorts a round's presents for one caller. `presents` are the ones to click now: open, not
 * automatic, not claimed, and within what is left of the budget; `others` open later for this
 * account. A member who has every present of the round has status 4.
 */
export function splitRound(
  round: GiveawayRound,
  a: { createdAt: Date; guest: boolean; claimed: ReadonlySet<number>; budgetLeft: number; now: Date },
): Split {
  const live = isLive(round, a.now);
  const presents: GiveawayPresentView[] = [];
  const others: GiveawayPresentView[] = [];
  const all: GiveawayPresentView[] = [];
  for (const p of round.presents) {
    const w = windowOf(round, p, a.createdAt);
    const claimed = a.claimed.has(p.id);
    const view = presentView(p, w, claimed);
    all.push(view);
    const state = stateOf(w, claimed, a.now);
    if (!live || p.auto) continue;
    if (state === 'open' && p.amount <= a.budgetLeft) presents.push(view);
    if (state === 'later' && p.amount <= a.budgetLeft) others.push(view);
  }
  const allClaimed = round.presents.every((p) => a.claimed.has(p.id));
  let status: Split['status'] = GiveawayStatus.NEXT_ROUND;
  if (a.guest) status = GiveawayStatus.GUEST;
  else if (allClaimed) status = GiveawayStatus.ALL_CLAIMED;
  else if (presents.length > 0) status = GiveawayStatus.CLAIMABLE;
  return { presents, others, all, status };
}
