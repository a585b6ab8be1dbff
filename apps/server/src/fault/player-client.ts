/**
 * A player's client over real HTTP, as the web app speaks to a node: form bodies, the `{code,msg,data}`
 * envelope, the token header. Sign-up reads the one-time code from the development SMS outbox
 * (/dev/sms.json), like the browser tests. A network error (the node was killed) is thrown: the
 * caller cannot know whether the request took effect.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@nyota/contract/api/routes';
import type { DepositChannel, WithdrawChannel, WithdrawRecord } from '@nyota/contract/api/payments';
import { OTP_LENGTH } from '@nyota/contract/constants';
import type { Envelope } from '@nyota/contract/envelope';
import { toE164 } from '@nyota/contract/rules';

const REQUEST_TIMEOUT_MS = 15_000;

export async function api<T>(
  base: string,
  route: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string },
  params: Record<string, string> = {},
  token?: string,
): Promise<Envelope<T>> {
  const form = new URLSearchParams(params).toString();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}`, token } : {};
  const res =
    route.method === 'GET'
      ? await fetch(form ? `${base}${route.path}?${form}` : `${base}${route.path}`, {
          headers,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
      : await fetch(`${base}${route.path}`, {
          method: route.method,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
  if (res.status !== 200) throw new Error(`${route.method} ${route.path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Envelope<T>;
}

async function latestCode(base: string, e164: string): Promise<string> {
  const pattern = new RegExp(`(?<!\\d)\\d{${OTP_LENGTH}}(?!\\d)`);
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${base}/dev/sms.json`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = (await res.json()) as Envelope<Array<{ mobile: string; body: string }> | null>;
    const text = (body.data ?? []).find((m) => m.mobile === e164)?.body;
    const code = text ? pattern.exec(text)?.[0] : undefined;
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no one-time code texted to +${e164}`);
}

export interface Player {
  /** National form, e.g. 0763456789. */
  mobile: string;
  /** E.164 digits, as stored. */
  e164: string;
  token: string;
  depositChannel: DepositChannel;
  withdrawChannel: WithdrawChannel;
}

const PASSWORD = 'Fault-Kp7q-tembo';

/** Signs up with a one-time code, then reads the channels of the player's own operator. */
export async function signUp(base: string, mobile: string): Promise<Player> {
  const e164 = toE164(mobile);
  if (!e164) throw new Error(`bad number ${mobile}`);
  const sent = await api(base, routes.sendSms, { mobile });
  if (sent.code !== 0) throw new Error(`sendSms ${mobile}: ${sent.code} ${sent.msg}`);
  const smsCode = await latestCode(base, e164);
  const reg = await api<{ token: string }>(base, routes.reg, { mobile, password: PASSWORD, smsCode, adult: '1' });
  if (reg.code !== 0 || !reg.data) throw new Error(`reg ${mobile}: ${reg.code} ${reg.msg}`);
  const token = reg.data.token;
  const deposits = await api<DepositChannel[]>(base, routes.depositChannels, {}, token);
  const depositChannel = (deposits.data ?? []).find((c) => c.selected);
  if (!depositChannel) throw new Error(`no deposit channel for ${mobile}`);
  const withdrawals = await api<WithdrawChannel[]>(base, routes.withdrawChannels, {}, token);
  const withdrawChannel = (withdrawals.data ?? []).find((c) => c.channelCode === depositChannel.channelCode);
  if (!withdrawChannel) throw new Error(`no ${depositChannel.channelCode} withdraw channel`);
  return { mobile, e164, token, depositChannel, withdrawChannel };
}

/** Starts a deposit; the payment id on success. */
export async function depositInit(base: string, p: Player, amount: number): Promise<Envelope<{ redirectUrl: string }>> {
  return api(base, routes.depositInit, { payMoney: String(amount), payChannel: String(p.depositChannel.id) }, p.token);
}

export function transNoOf(redirectUrl: string): string {
  const id = new URL(redirectUrl, 'http://x').searchParams.get('transNo');
  if (!id) throw new Error(`no transNo in ${redirectUrl}`);
  return id;
}

/** What a waiting client does: ask for the result, with sync=1 making the node query the provider. */
export async function depositResult(base: string, p: Player, transNo: string): Promise<Envelope<unknown>> {
  return api(base, routes.depositResult, { transNo, sync: '1' }, p.token);
}

export async function withdrawInit(base: string, p: Player, amount: number): Promise<Envelope<WithdrawRecord>> {
  return api(
    base,
    routes.withdrawInit,
    { money: String(amount), channel: String(p.withdrawChannel.id), payChannel: p.withdrawChannel.channelCode },
    p.token,
  );
}
