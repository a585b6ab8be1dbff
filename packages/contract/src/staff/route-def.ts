/** How one staff API route is described: like the player API's RouteDef, plus who may call it. */
import type { z } from 'zod';
import type { HttpMethod } from '../api/route-def.js';
import type { Permission } from './permissions.js';

/**
 * `public`: anyone (sign-in only); `signed-in`: any staff session (me, sign-out); otherwise the
 * permission the caller's role must grant. Required: a route without it does not compile.
 */
export type StaffAccess = Permission | 'public' | 'signed-in';

export interface StaffRouteDef<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends StaffAccess = StaffAccess,
> {
  method: HttpMethod;
  path: `/staff-api/${string}`;
  /** Kept as its literal, so the server can type a handler's session by it. */
  access: A;
  /** Body for POST/PUT, query for GET. */
  input: I;
  output: O;
  /** A file answer (the output's text, sent as is) instead of the JSON envelope. */
  produces?: 'text/csv';
  /** A larger request body than the server's default (64 KiB), for the few routes that take a file. */
  bodyLimit?: number;
  summary: string;
}

export function staffRoute<I extends z.ZodType, O extends z.ZodType, A extends StaffAccess>(
  def: StaffRouteDef<I, O, A>,
): StaffRouteDef<I, O, A> {
  return def;
}
