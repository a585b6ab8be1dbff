/**
 * Top-level route names (seed §2) and which of them need a login. Shared by the router, the guard
 * and the referral parser: a first path segment that is not one of these is an invite code.
 * React Router matches paths case-insensitively, so these checks do too.
 */
export const STATIC_ROOTS: readonly string[] = [
  'deposit',
  'waiting',
  'withdraw-waiting',
  'promotion',
  'withdraw',
  'records',
  'game-records',
  'complain-records',
  'profile',
  'privacy',
  'settings',
  'settingspc',
  'settingspassword',
  'personal',
  'self-excusion',
  'contactus',
  'games',
  'invite',
  'links',
  'faq',
  'activities',
  'message',
  'gamecategory',
  'coinspin',
  'diamondspin',
  'exchange',
  'taskcenter',
  'gamecollection',
  'cashback',
  'vip',
  'mall',
  'bonusCenter',
  'coupon',
  'download',
  'invitation',
  'pc',
  'home',
  // Served by the API server, never app routes.
  'member-service',
  'account-service',
  'activity-service',
  'config-service',
  'game-center',
  'im',
  'dev',
  'docs',
  'healthz',
  'readyz',
  'metrics',
  'assets',
];

/** Routes marked "login" in seed §2: visitors go to '/' with the login dialog open. */
export const LOGIN_ROOTS: readonly string[] = [
  'records',
  'game-records',
  'complain-records',
  'settings',
  'settingspc',
  'settingspassword',
  'personal',
  'self-excusion',
  'invite',
  'message',
  'exchange',
  'taskcenter',
  'bonusCenter',
  'coupon',
];

const staticSet = new Set(STATIC_ROOTS.map((s) => s.toLowerCase()));
const loginSet = new Set(LOGIN_ROOTS.map((s) => s.toLowerCase()));

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

export function isStaticRoot(segment: string): boolean {
  return staticSet.has(segment.toLowerCase());
}

/** Whether a path is blocked for visitors: the login routes, and games/{id}/play (demo stays open). */
export function requiresLogin(pathname: string): boolean {
  const [first = '', , mode] = segmentsOf(pathname);
  if (loginSet.has(first.toLowerCase())) return true;
  return first.toLowerCase() === 'games' && mode?.toLowerCase() === 'play';
}
