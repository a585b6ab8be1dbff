/**
 * The app's route table (docs/product-rules/routes-and-cookies.md): every page's path pattern in
 * one place, which of them a visitor may open, and which first path segments are names rather
 * than invite codes. The router (app/AppRoutes.tsx) takes its paths from ROUTE_PATHS only, so a
 * new page's name is reserved against invite codes the moment it exists. React Router matches
 * paths case-insensitively, so the name checks here do too.
 */
export const ROUTE_PATHS = {
  home: 'home',
  invitation: 'invitation',
  promotion: 'promotion/:id?',
  invite: 'invite/:id/:action?',
  giveaway: 'activities/giveaway/:id?',
  message: 'message',
  exchange: 'exchange',
  taskcenter: 'taskcenter',
  cashback: 'cashback',
  vip: 'vip',
  mall: 'mall/:paymentType',
  mallMore: 'mall/more/:type/:paymentType',
  bonusCenter: 'bonusCenter',
  coupon: 'coupon',
  download: 'download',
  deposit: 'deposit',
  waiting: 'waiting',
  withdraw: 'withdraw',
  withdrawWaiting: 'withdraw-waiting',
  records: 'records/:id?',
  complainRecords: 'complain-records/:type?/:id?/:feedbackId?/:timestamp?',
  profile: 'profile',
  settings: 'settings',
  settingspc: 'settingspc',
  settingspassword: 'settingspassword',
  personal: 'personal',
  selfExclusion: 'self-excusion',
  saferPlay: 'safer-play',
  game: 'games/:id/:mode',
  coinspin: 'coinspin/:id',
  diamondspin: 'diamondspin',
  gamecategory: 'gamecategory/:cate',
  gamecollection: 'gamecollection/:id',
  gameRecords: 'game-records',
  privacy: 'privacy',
  pcPrivacy: 'pc/privacy',
  contactus: 'contactus',
  links: 'links/:link',
  faq: 'faq/:link',
} as const;

/**
 * Names that are never invite codes although the router has no page for them: 'room', a route the
 * core product names without a page here yet (it goes home like any unknown path), and the paths
 * the API server answers itself.
 */
export const RESERVED_ROOTS: readonly string[] = [
  'room',
  'member-service',
  'account-service',
  'activity-service',
  'config-service',
  'game-center',
  'staff-api',
  'console',
  'sandbox',
  'utils',
  'im',
  'dev',
  'docs',
  'healthz',
  'readyz',
  'metrics',
  'assets',
];

/** First path segments of the router's pages. */
export const APP_ROOTS: readonly string[] = [...new Set(Object.values(ROUTE_PATHS).map((p) => p.split('/')[0] ?? ''))];

/** Routes marked "login": visitors go to '/' with the login dialog open. */
export const LOGIN_ROOTS: readonly string[] = [
  'records',
  'game-records',
  'complain-records',
  'settings',
  'settingspc',
  'settingspassword',
  'personal',
  'self-excusion',
  'safer-play',
  'invite',
  'message',
  'exchange',
  'taskcenter',
  'bonusCenter',
  'coupon',
];

/**
 * The wallet's pages: a visitor stays on the page (it shows its login prompt) and the login dialog
 * opens over it, so a login lands exactly where they were going.
 */
export const WALLET_ROOTS: readonly string[] = ['deposit', 'waiting', 'withdraw', 'withdraw-waiting'];

const lower = (list: readonly string[]) => new Set(list.map((s) => s.toLowerCase()));
const appSet = lower(APP_ROOTS);
const nameSet = lower([...APP_ROOTS, ...RESERVED_ROOTS]);
const loginSet = lower(LOGIN_ROOTS);
const walletSet = lower(WALLET_ROOTS);

export function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** A name of a page or of a server path: never an invite code or channel. */
export function isStaticRoot(segment: string): boolean {
  return nameSet.has(segment.toLowerCase());
}

/** The first segment of one of the router's pages. */
export function isAppRoot(segment: string): boolean {
  return appSet.has(segment.toLowerCase());
}

/** What a visitor gets on a path: the page, the login dialog over the lobby, or the page with it. */
export type GuestAccess = 'open' | 'login' | 'prompt';

export function guestAccess(pathname: string): GuestAccess {
  const [first = '', , mode] = segmentsOf(pathname);
  const name = first.toLowerCase();
  if (loginSet.has(name)) return 'login';
  // games/{id}/play needs a login, games/{id}/demo does not.
  if (name === 'games' && mode?.toLowerCase() === 'play') return 'login';
  return walletSet.has(name) ? 'prompt' : 'open';
}

/** Whether a path is blocked for visitors (they are sent to '/' with the login dialog). */
export function requiresLogin(pathname: string): boolean {
  return guestAccess(pathname) === 'login';
}
