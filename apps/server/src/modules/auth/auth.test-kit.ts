/**
 * Test helpers for the accounts modules: requests from a chosen client address (the OTP limits
 * count per address), fresh numbers, and a sign-up done the way a player does it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { toE164 } from '@nyota/contract/rules';
import type { TestApp } from '../../test-support/test-app.js';
import { envelope, type EnvelopeBody } from '../../test-support/test-app.js';

let counter = 0;

/** A fresh, valid Zambian national number (0 + 9 digits). */
export function freshMobile(): string {
  counter += 1;
  return `0971${String(counter).padStart(6, '0')}`;
}

/**
 * A fresh client address, so tests do not share the per-address code limit nor the API's general
 * per-address limit (requests without a chosen address each get their own).
 */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function e164(local: string): string {
  const v = toE164(local);
  if (!v) throw new Error(`bad test number ${local}`);
  return v;
}

export const GOOD_PASSWORD = 'tembo-Kp7q';

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

function headersFor(opts: CallOptions): Record<string, string> {
  return { ...(opts.token ? { authorization: `Bearer ${opts.token}`, token: opts.token } : {}), ...opts.headers };
}

export function post(
  t: TestApp,
  path: string,
  body: Record<string, string | string[]>,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: form.toString(),
    remoteAddress: opts.ip ?? freshIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersFor(opts) },
  });
}

export function get(t: TestApp, path: string, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: path, remoteAddress: opts.ip ?? freshIp(), headers: headersFor(opts) });
}

export async function call<T = unknown>(
  t: TestApp,
  path: string,
  body: Record<string, string | string[]>,
  opts: CallOptions = {},
): Promise<EnvelopeBody<T>> {
  const res = await post(t, path, body, opts);
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
  return envelope<T>(res);
}

/** Asks for a code and reads it off the recorded SMS, as the player would. */
export async function requestCode(t: TestApp, mobile: string, ip = freshIp()): Promise<string> {
  const res = await call(t, routes.sendSms.path, { mobile }, { ip });
  if (res.code !== 0) throw new Error(`sendSms failed: ${res.code} ${res.msg}`);
  const code = t.sms.lastCode(e164(mobile));
  if (!code) throw new Error('no code recorded');
  return code;
}

export interface SignedUp {
  mobile: string;
  password: string;
  token: string;
  memberId: string;
}

/** Signs up a fresh number with a code and returns its first session. */
export async function signUp(t: TestApp, extra: Record<string, string> = {}): Promise<SignedUp> {
  const mobile = extra['mobile'] ?? freshMobile();
  const smsCode = await requestCode(t, mobile);
  const res = await call<{ token: string }>(t, routes.reg.path, {
    mobile,
    password: GOOD_PASSWORD,
    smsCode,
    adult: '1',
    ...extra,
  });
  if (res.code !== 0) throw new Error(`reg failed: ${res.code} ${res.msg}`);
  return { mobile, password: extra['password'] ?? GOOD_PASSWORD, token: res.data.token, memberId: await memberIdOf(t, mobile) };
}

export async function memberIdOf(t: TestApp, mobile: string): Promise<string> {
  const row = await t.database.db.selectFrom('members').select('id').where('mobile', '=', e164(mobile)).executeTakeFirstOrThrow();
  return String(row.id);
}

export async function login(t: TestApp, mobile: string, password: string, selfInclusion = '0'): Promise<EnvelopeBody<LoginLike>> {
  return call<LoginLike>(t, routes.login.path, { mobile, password, selfInclusion });
}

export interface LoginLike {
  token: string;
  memberInfo: { mobile: string; lastLoginAt: string | null; money: number; level: number };
}

export const MINUTE = 60_000;
