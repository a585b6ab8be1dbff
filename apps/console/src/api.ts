/**
 * The staff API client, typed by the contract's staff route table: `call('listAudit', {...})`
 * checks the input and answer types against packages/contract/src/staff/routes.ts. The session is
 * the HttpOnly cookie; the CSRF token from sign-in goes back in a header on unsafe methods.
 */
import { STAFF_CSRF_HEADER } from '@nyota/contract/staff/constants';
import { staffRoutes, type StaffRouteInput, type StaffRouteName, type StaffRouteOutput } from '@nyota/contract/staff/routes';
import { currentLanguage } from './i18n';

const CSRF_KEY = 'nyota.console.csrf';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function rememberCsrf(token: string | null): void {
  // Per tab: a reload keeps it, closing the tab forgets it (the cookie alone cannot act).
  if (token) sessionStorage.setItem(CSRF_KEY, token);
  else sessionStorage.removeItem(CSRF_KEY);
}

function queryOf(input: object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== '') params.set(k, String(v));
  const q = params.toString();
  return q ? `?${q}` : '';
}

interface EnvelopeBody {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(v: unknown): v is EnvelopeBody {
  return typeof v === 'object' && v !== null && 'code' in v && typeof v.code === 'number' && 'msg' in v;
}

export async function call<N extends StaffRouteName>(name: N, input: StaffRouteInput<N>): Promise<StaffRouteOutput<N>> {
  const def = staffRoutes[name];
  const headers: Record<string, string> = { lang: currentLanguage() };
  const csrf = sessionStorage.getItem(CSRF_KEY);
  if (def.method !== 'GET') {
    headers['content-type'] = 'application/json';
    if (csrf) headers[STAFF_CSRF_HEADER] = csrf;
  }
  const url = def.method === 'GET' ? def.path + queryOf(input) : def.path;
  const res = await fetch(url, {
    method: def.method,
    headers,
    credentials: 'same-origin',
    ...(def.method === 'GET' ? {} : { body: JSON.stringify(input) }),
  });
  const body: unknown = await res.json().catch(() => null);
  if (!isEnvelope(body)) throw new ApiError(res.status, -1, res.statusText);
  if (body.code !== 0) throw new ApiError(res.status, body.code, body.msg);
  // The answer is checked against this route's schema on the server (answer checks); parsed here
  // with the same schema so the types hold at run time too.
  return def.output.parse(body.data) as StaffRouteOutput<N>;
}
