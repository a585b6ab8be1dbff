/**
 * The fetch wrapper every API call goes through (docs/product-rules/api-conventions.md#headers,
 * #envelope). Dependencies are injected so the envelope rules are unit-tested with a stubbed fetch;
 * client.ts wires the app's instance. Request and response types come from the contract's route
 * table by `import type` only: the zod schemas stay on the server and out of the bundle.
 */
import type { RouteInput, RouteName, RouteOutput } from '@nyota/contract/api/routes';
import { apiPaths, type ApiName } from '@nyota/contract/api/paths';
import { HttpError } from './api-error';
import { unwrapEnvelope } from './envelope';

export type FormValue = string | number | boolean | null | undefined;
export type FormParams = Record<string, FormValue>;

/** A flag field ('0' | '1') may also be given as a boolean; a field that must be '1' only as `true`. */
type Flexible<T> = [Extract<T, '1'>] extends [never] ? T : [Extract<T, '0'>] extends [never] ? T | true : T | boolean;
export type CallInput<N extends RouteName> = { [K in keyof RouteInput<N>]: Flexible<RouteInput<N>[K]> };

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** A session token to send as headers; the web app has none (its session is an HttpOnly cookie). */
  token?(): string | null;
  /** Headers sent on every call (platform, versions, device, language). */
  headers(): Record<string, string>;
  /** Code 401: the session is gone; clear the local session and uid (the server clears its cookie). */
  onSessionGone(): void;
  /** Shows the 'failed' toast. */
  onFailed(message: string): void;
  now?(): number;
}

/** Form-encodes a body or query; booleans travel as '0'/'1', empty values are left out. */
export function encodeForm(params: FormParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    out.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return out;
}

/** The seed's headers, the request time and the session token. */
function baseHeadersOf(deps: ApiClientDeps): Record<string, string> {
  const headers: Record<string, string> = { ...deps.headers(), 'x-pho-ticks': String((deps.now ?? Date.now)()) };
  const token = deps.token?.() ?? null;
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
    headers['token'] = token;
  }
  return headers;
}

export function createApiClient(deps: ApiClientDeps) {
  const baseHeaders = () => baseHeadersOf(deps);

  async function send(url: string, init: RequestInit, options: CallOptions): Promise<Response> {
    let res: Response;
    try {
      res = await deps.fetch(url, { ...init, credentials: 'same-origin', signal: options.signal });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw new HttpError(0, 'Network error');
    }
    if (!res.ok) throw new HttpError(res.status, res.statusText || `HTTP ${res.status}`);
    return res;
  }

  async function request<T>(method: string, path: string, params: FormParams = {}, options: CallOptions = {}): Promise<T> {
    const headers = baseHeaders();
    const form = encodeForm(params);
    let url = path;
    let body: URLSearchParams | undefined;
    if (method === 'GET' || method === 'DELETE') {
      const qs = form.toString();
      if (qs) url += (url.includes('?') ? '&' : '?') + qs;
    } else {
      body = form;
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    return unwrap<T>(await send(url, { method, headers, body }, options));
  }

  /**
   * POSTs a multipart body (multipart for uploads,
   * docs/product-rules/api-conventions.md#request-bodies) with the session like any call. No
   * Content-Type header: the browser writes it with the part boundary.
   */
  async function postMultipart<T>(path: string, body: FormData, options: CallOptions = {}): Promise<T> {
    return unwrap<T>(await send(path, { method: 'POST', headers: baseHeaders(), body }, options));
  }

  /**
   * GETs a file the session may read (an uploaded image). An error answers with the envelope
   * instead of the file; that is handled like any call's error.
   */
  async function fetchBlob(path: string, options: CallOptions = {}): Promise<Blob> {
    const res = await send(path, { method: 'GET', headers: baseHeaders() }, options);
    if ((res.headers.get('content-type') ?? '').includes('application/json')) {
      await unwrap<unknown>(res);
      throw new HttpError(res.status, 'Invalid response');
    }
    return res.blob();
  }

  const unwrap = <T>(res: Response) => unwrapEnvelope<T>(res, deps);

  /** A typed call by route name: `call('login', { mobile, password })` (lazy-only paths: `request`). */
  function call<N extends RouteName & ApiName>(
    name: N,
    ...args: Record<never, never> extends CallInput<N>
      ? [input?: CallInput<N>, options?: CallOptions]
      : [input: CallInput<N>, options?: CallOptions]
  ): Promise<RouteOutput<N>> {
    const { method, path } = apiPaths[name];
    const [input, options] = args;
    return request<RouteOutput<N>>(method, path, (input ?? {}) as FormParams, options);
  }

  /**
   * A typed multipart upload by contract route name: one part named `file` (POST /utils/images,
   * docs/product-rules/records-and-appeals.md#uploads).
   */
  function upload<N extends RouteName & ApiName>(name: N, file: Blob, options?: CallOptions): Promise<RouteOutput<N>> {
    const body = new FormData();
    body.append('file', file);
    return postMultipart<RouteOutput<N>>(apiPaths[name].path, body, options);
  }

  return { request, call, upload, fetchBlob };
}

export type ApiClient = ReturnType<typeof createApiClient>;
