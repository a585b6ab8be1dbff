import type { MessageKey } from '../i18n/i18n';
import * as ic from '../ui/icons';

export interface MenuEntry {
  id: string;
  label: MessageKey;
  to: string;
  /** Path data from icons.ts. */
  icon: string;
  /**
   * A members' entry (Cash Giving, VIP Rewards, Gifts): a visitor tapping it gets the login dialog,
   * then the page.
   */
  login?: true;
}

/**
 * Side drawer and home menu, in the product's order. Cash Draw is the mall (/mall/1), the closest
 * route named for it; Cash Giving is the invite page's cash-giving task (/invite/1), the seeds'
 * "cash giving" (the giveaway page is reached from the links a giveaway is sent with). Entries whose route needs a login (Task Center) are gated by the route.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'lobby', label: 'menu.lobby', to: '/', icon: ic.lobby },
  { id: 'deposit', label: 'menu.deposit', to: '/deposit', icon: ic.deposit },
  { id: 'withdraw', label: 'menu.withdraw', to: '/withdraw', icon: ic.withdraw },
  { id: 'promotion', label: 'menu.promotion', to: '/promotion', icon: ic.promotion },
  { id: 'vip', label: 'menu.vip', to: '/vip', icon: ic.vip },
  { id: 'cash-giving', label: 'menu.cash_giving', to: '/invite/1', icon: ic.cashGiving, login: true },
  { id: 'vip-rewards', label: 'menu.vip_rewards', to: '/vip#rewards', icon: ic.vipRewards, login: true },
  { id: 'coin-spin', label: 'menu.coin_spin', to: '/coinspin/1', icon: ic.coinSpin },
  { id: 'cash-draw', label: 'menu.cash_draw', to: '/mall/1', icon: ic.cashDraw },
  { id: 'cashback', label: 'menu.cashback', to: '/cashback', icon: ic.cashback },
  { id: 'task-center', label: 'menu.task_center', to: '/taskcenter', icon: ic.taskCenter },
  { id: 'gifts', label: 'menu.gifts', to: '/gamecategory/Gifts', icon: ic.gifts, login: true },
  { id: 'download', label: 'menu.download', to: '/download', icon: ic.download },
];

/** Mobile bottom navigation. */
export const BOTTOM_NAV: readonly MenuEntry[] = [
  { id: 'lobby', label: 'nav.lobby', to: '/', icon: ic.lobby },
  { id: 'deposit', label: 'nav.deposit', to: '/deposit', icon: ic.deposit },
  { id: 'promotion', label: 'nav.promotion', to: '/promotion', icon: ic.promotion },
  { id: 'withdraw', label: 'nav.withdraw', to: '/withdraw', icon: ic.withdraw },
  { id: 'profile', label: 'nav.profile', to: '/profile', icon: ic.profile },
];

/**
 * A menu tap: a visitor on a members' entry gets the login dialog instead of the page (and the
 * page after logging in). Returns whether the tap was taken over.
 */
export function gateMenuEntry(
  entry: MenuEntry,
  visitor: boolean,
  event: { preventDefault(): void },
  ask: (to: string) => void,
): boolean {
  if (!entry.login || !visitor) return false;
  event.preventDefault();
  ask(entry.to);
  return true;
}

/**
 * Whether an entry is the page being shown. An entry with a fragment (VIP Rewards, /vip#rewards)
 * is current only with that fragment, and then its page's plain entry (VIP) is not, so the menu
 * never marks two entries at once.
 */
export function isEntryCurrent(entry: MenuEntry, pathname: string, hash: string): boolean {
  const [path = '', fragment] = entry.to.split('#');
  const onPath = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
  if (!onPath) return false;
  if (fragment !== undefined) return hash === `#${fragment}`;
  return !MENU_ENTRIES.some((other) => other !== entry && other.to === `${path}${hash}`);
}
