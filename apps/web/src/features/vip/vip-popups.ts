/**
 * What the VIP club's two pop-ups decide (docs/product-rules/vip.md#vip-pop-ups), kept pure so it is
 * tested without a browser: whether the daily VIP reward is claimable, what a level opens, whether
 * the player is on a game page (where a modal dialog would cover the game's controls), and what
 * the level list says of a benefit's claim status.
 */
import type { VipBenefitView, VipLevelView } from '@nyota/contract/api/vip';
import type { MessageKey } from '../../shared/i18n/i18n';

const DAILY = 2;
const FAST_WITHDRAWAL = 6;

/** The held level's daily VIP reward while it is claimable (statu 0), from `/vip/benefits/my`. */
export function claimableDaily(benefits: readonly VipBenefitView[]): VipBenefitView | null {
  return benefits.find((b) => b.type === DAILY && b.enable === 1 && b.statu === 0) ?? null;
}

/** The switched-on benefits of one level, for the level-up dialog (empty when the level is unknown). */
export function unlockedBy(levels: readonly VipLevelView[], levelId: number): VipBenefitView[] {
  return levels.find((l) => l.id === levelId)?.state.filter((b) => b.enable === 1) ?? [];
}

/**
 * A game's page (real or demo play), read from the whole path: an invite prefix (/ABC123/games/2/play)
 * may come before it. Not through shared/nav/route-prefix.ts: sharing that with this lazy chunk
 * would split it out of the first screen's chunk, and the split costs bytes the budget has not.
 */
export function isGamePage(pathname: string): boolean {
  return /(^|\/)games\/\d+\/(play|demo)\/?$/i.test(pathname);
}

/**
 * The level list's word for a benefit's `statu` for a member: claimable now, claimed (today for a
 * daily reward), or active (the faster withdrawal review); nothing when it is not available.
 */
export function statusKey(b: VipBenefitView): MessageKey | null {
  if (b.statu === 0) return 'vip.status_claimable';
  if (b.statu !== 1) return null;
  if (b.type === FAST_WITHDRAWAL) return 'vip.status_active';
  if (b.type === DAILY) return 'vip.status_claimed_today';
  return 'vip.status_claimed';
}
