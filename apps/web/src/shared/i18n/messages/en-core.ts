/**
 * The English texts the first screen needs (shell, lobby, footer): the only dictionary in the
 * initial bundle. The rest of en.ts arrives with the first lazy page or dialog (i18n.ts
 * loadMessages), which keeps the home route inside its 100 KiB gzip budget.
 */
export const enCore = {
  'app.loading': 'Loading…',
  'app.skip': 'Skip to content',
  'app.home_label': 'Nyota lobby',
  'app.network_error': 'We could not reach Nyota. Check your connection and try again.',
  'app.load_failed_title': 'This page did not load',
  'app.load_failed_body': 'Your connection may have dropped, or Nyota was just updated. Reload to try again.',
  'app.reload': 'Reload',
  'app.failed': 'Something went wrong. Please try again.',

  'common.back': 'Back',
  'common.close': 'Close',
  'common.view': 'View',

  'nav.label': 'Main',
  'nav.lobby': 'Lobby',
  'nav.deposit': 'Deposit',
  'nav.promotion': 'Promotion',
  'nav.withdraw': 'Withdraw',
  'nav.profile': 'Profile',
  'drawer.label': 'Menu',
  'drawer.expand': 'Expand menu',
  'drawer.collapse': 'Collapse menu',
  'topbar.balance_label': 'Wallet balance, open profile',

  'menu.lobby': 'Lobby',
  'menu.deposit': 'Deposit',
  'menu.withdraw': 'Withdraw',
  'menu.promotion': 'Promotion',
  'menu.vip': 'VIP',
  'menu.cash_giving': 'Cash Giving',
  'menu.vip_rewards': 'VIP Rewards',
  'menu.coin_spin': 'Coin Spin',
  'menu.cash_draw': 'Cash Draw',
  'menu.cashback': 'CashBack',
  'menu.task_center': 'Task Center',
  'menu.gifts': 'Gifts',
  'menu.download': 'Download',

  'home.banner_label': 'Highlights',
  'home.banner_slide': 'Slide {n} of {total}',
  'home.banner_show': 'Show slide {n}',
  'home.banner_prev': 'Previous slide',
  'home.banner_next': 'Next slide',
  'home.banner_pause': 'Pause the slides',
  'home.banner_play': 'Play the slides',
  'home.menu': 'Quick menu',
  'home.lobby': 'Games',
  'home.categories': 'Game categories',
  'home.view_all': 'View all',
  'home.tab_all': 'All',
  'home.tab_gifts': 'Gifts',
  'home.tab_aviator': 'Aviator',
  'home.tab_my_games': 'My games',
  'home.how_fair': 'How we keep games fair',

  'auth.login': 'Log in',
  'auth.signup': 'Sign up',
} as const;

export type CoreKey = keyof typeof enCore;
