/**
 * Test helpers for pay-bill deposits: a Kenyan node with the embedded sandbox, Kenyan sign-ups,
 * and the sandbox's player paying the bill (validation then confirmation over real HTTP).
 */
import { routes } from '@nyota/contract/api/routes';
import { MARKETS } from '@nyota/contract/markets';
import { toE164 } from '@nyota/contract/rules';
import type { PayBillOutcome } from '@nyota/sandbox';
import { call, GOOD_PASSWORD, freshIp, type SignedUp } from '../auth/auth.test-kit.js';
import { control, createPaymentsTestApp, type PayTestApp } from './payments.test-kit.js';

let counter = 0;

export function freshKenyanMobile(): string {
  counter += 1;
  return `0712${String(process.pid % 100).padStart(2, '0')}${String(counter).padStart(4, '0')}`;
}

export function keE164(local: string): string {
  const v = toE164(local, MARKETS.ke);
  if (!v) throw new Error(`bad Kenyan number ${local}`);
  return v;
}

export async function createKenyaTestApp(): Promise<PayTestApp> {
  const t = await createPaymentsTestApp({ env: { MARKET: 'ke' } });
  // The leader job does this every few seconds; tests do it at once.
  if (!(await t.app.payments.registerPayBillUrls())) throw new Error('pay-bill URLs not registered');
  return t;
}

export async function signUpKe(t: PayTestApp, mobile = freshKenyanMobile()): Promise<SignedUp> {
  const ip = freshIp();
  const sent = await call(t, routes.sendSms.path, { mobile }, { ip });
  if (sent.code !== 0) throw new Error(`sendSms: ${sent.code} ${sent.msg}`);
  const smsCode = t.sms.lastCode(keE164(mobile));
  if (!smsCode) throw new Error('no code recorded');
  const res = await call<{ token: string }>(t, routes.reg.path, { mobile, password: GOOD_PASSWORD, smsCode, adult: '1' });
  if (res.code !== 0) throw new Error(`reg failed: ${res.code} ${res.msg}`);
  const row = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('mobile', '=', keE164(mobile))
    .executeTakeFirstOrThrow();
  return { mobile, password: GOOD_PASSWORD, token: res.data.token, memberId: row.id };
}

/**
 * The player pays the bill from `msisdn` (E.164) with `billRef` as the account, `amount` whole
 * shillings; `validate: false` plays a shortcode without external validation (confirmed at once).
 */
export function payBill(
  t: PayTestApp,
  p: { msisdn: string; billRef: string; amount: number; confirmations?: number; validate?: boolean },
): Promise<PayBillOutcome> {
  return control<PayBillOutcome>(t, 'POST', '/daraja/paybill', p);
}
