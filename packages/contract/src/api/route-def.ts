/** How one API route is described: method, path, session, input and answer schemas. */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 'member' needs a live session; 'optional' reads one when present; 'none' never reads one. */
export type RouteAuth = 'none' | 'member' | 'optional';

export interface RouteDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends RouteAuth = RouteAuth> {
  method: HttpMethod;
  path: string;
  /** Kept as its literal in each route, so the server can type a handler's session by it. */
  auth: A;
  /** Body for POST/PUT, query for GET. */
  input: I;
  output: O;
  summary: string;
  /** The answer depends on the caller even without a session (their device id, say): never cached. */
  personal?: true;
}

export function route<I extends z.ZodType, O extends z.ZodType, A extends RouteAuth>(def: RouteDef<I, O, A>): RouteDef<I, O, A> {
  return def;
}
