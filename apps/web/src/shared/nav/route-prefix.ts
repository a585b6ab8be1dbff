/**
 * The optional invite prefix of every route (docs/product-rules/routes-and-cookies.md): any page's
 * path may be preceded by an invite code and, after it, a share channel — /ABC123, /ABC123/whatsapp,
 * /ABC123/deposit, /ABC123/whatsapp/records/1. The router strips the prefix once, for every route,
 * and matches what follows.
 */
import { isAppRoot, isStaticRoot, segmentsOf } from './route-names';

export interface RootInvite {
  code: string;
  /** '' when the path has no channel. */
  channel: string;
}

export interface RoutePrefix {
  /** The invite carried by the path, or null when it carries none. */
  invite: RootInvite | null;
  /** The path the router matches: the whole path when there is no prefix. */
  route: string;
}

// The same character sets the server accepts for the sign-up's code and shareChannel (contract api/fields.ts).
const CODE_RE = /^[A-Za-z0-9]{1,16}$/;
const CHANNEL_RE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads the prefix. A segment is a code (or channel) only if it has the right characters and is no
 * route or server name, and only when what follows it is nothing or one of the app's pages: so
 * /room and /deposit are routes, and a mistyped deep path (/no/such/page) stores no invite.
 */
export function parseRoutePrefix(pathname: string): RoutePrefix {
  // Same split as segmentsOf, so both lists line up; `raw` keeps the encoding for the router.
  const raw = pathname.split('/').filter(Boolean);
  const segments = segmentsOf(pathname);
  const [code = '', channel = ''] = segments;
  const routeFrom = (index: number): RoutePrefix | null => {
    const next = segments[index];
    if (next !== undefined && !isAppRoot(next)) return null;
    return { invite: { code, channel: index === 2 ? channel : '' }, route: `/${raw.slice(index).join('/')}` };
  };
  if (!CODE_RE.test(code) || isStaticRoot(code)) return { invite: null, route: pathname };
  const withChannel = CHANNEL_RE.test(channel) && !isStaticRoot(channel) ? routeFrom(2) : null;
  return withChannel ?? routeFrom(1) ?? { invite: null, route: pathname };
}
