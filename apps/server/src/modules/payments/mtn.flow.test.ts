/**
 * The direct MTN MoMo route (PAYMENT_ROUTES=ZM:MTN=mtn) through the sandbox's MTN wire protocol:
 * RequestToPay and Transfer keyed by our X-Reference-Id, callbacks by PUT that are never trusted
 * on their own, the PIN timeout, and an access token that expires mid-flow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import {
  answerPrompt,
  api,
  cashOf,
  channelId,
  control,
  createPaymentsTestApp,
  depositOk,
  intentOf,
  signUp,
  waitForIntent,
  type PayTestApp,
} from './payments.test-kit.js';

let t: PayTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp({ env: { PAYMENT_ROUTES: 'ZM:MTN=mtn' } });
});
afterAll(async () => {
  await t.close();
});

describe('MTN MoMo direct', () => {
  it('collects after approval on the phone and pays out, each confirmed by a status query', async () => {
    const m = await signUp(t, { mobile: '0961300001' });
    const id = await depositOk(t, m, 5_000, 'MTN');
    expect((await intentOf(t, id)).provider).toBe('mtn');
    await answerPrompt(t, id, 'approve', 'mtn');
    const paid = await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    expect(paid.providerTxnId).toBeTruthy();
    const sources = (await t.app.payments.intents.events.ofIntent(t.database.db, id)).map((e) => e.source);
    expect(sources).toEqual(expect.arrayContaining(['initiate', 'callback', 'status:callback']));
    expect(await cashOf(t, m.token)).toBe(5_000);

    // The token is refreshed when MTN says it expired.
    await control(t, 'POST', '/mtn/tokens/expire');
    const res = await api<WithdrawRecord>(
      t,
      'POST',
      routes.withdrawInit.path,
      { money: '2000', channel: String(await channelId(t, 'withdraw', 'MTN')) },
      m.token,
    );
    expect(res.code).toBe(0);
    const out = await waitForIntent(t, res.data.tradeNo, (i) => i.status === 'SUCCEEDED');
    expect(out.provider).toBe('mtn');
    expect(await cashOf(t, m.token)).toBe(3_000);
  });

  it('a PIN never entered fails as a timeout, without money', async () => {
    const m = await signUp(t, { mobile: '0961300002' });
    const id = await depositOk(t, m, 1_000, 'MTN');
    await answerPrompt(t, id, 'ignore', 'mtn').catch(() => undefined);
    t.clock.advance(6 * 60_000);
    const failed = await waitForIntent(t, id, (i) => i.status === 'FAILED');
    expect(['TIMEOUT', 'USER_REJECTED']).toContain(failed.failureCode);
    expect(await cashOf(t, m.token)).toBe(0);
  });
});
