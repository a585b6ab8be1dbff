/**
 * Member messages on one node: the seed's calls with their fields, bad input refused with localised
 * envelopes, someone else's message id answered as a missing one, one system message per fact in
 * the member's language (replays write nothing), the Notification push after commit, and promotions
 * withheld from members eligibility restricts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { MessagesPageData, Notice } from '@nyota/contract/api/member-messages';
import { ErrorCode } from '@nyota/contract/error-codes';
import { appendActivity, type ActivityFact } from '../activity/index.js';
import {
  api,
  createPaymentsTestApp,
  fundByDeposit,
  recordPushes,
  signUp,
  type PayTestApp,
} from '../payments/payments.test-kit.js';
import { eligibilityOf } from '../eligibility/eligibility.test-kit.js';
import { appealDeposit, failedDeposit } from '../appeals/appeals.test-kit.js';
import { uploaded } from '../uploads/uploads.test-kit.js';
import { PromotionMessagesService } from './index.js';

let t: PayTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const count = async (token: string) => (await api<{ total: number }>(t, 'GET', routes.messageCount.path, {}, token)).data.total;
const list = (token: string, params: Record<string, string> = {}) =>
  api<MessagesPageData>(t, 'GET', routes.messageList.path, params, token);

async function fact(memberId: string, f: ActivityFact): Promise<void> {
  const e = { ...f, memberId, at: t.clock.now() };
  await t.database.db.transaction().execute((trx) => appendActivity(trx, e));
}

describe('member messages', () => {
  it('writes one message per deposit fact, pushes the badge count, and reads them', async () => {
    const m = await signUp(t);
    const pushes = await recordPushes(t, m.memberId);
    await fundByDeposit(t, m, 1_000);
    await t.app.activityStream.drain();
    await t.app.activityStream.drain();

    expect(await count(m.token)).toBe(1);
    const page = await list(m.token, { page: '1', size: '10' });
    expect(page.code).toBe(0);
    expect(page.data.total).toBe(1);
    const [msg] = page.data.list;
    expect(msg).toMatchObject({ kind: 'system', title: 'Deposit successful', url: '/records/deposit', read: false });
    expect(msg?.content).toBe('K10.00 was added to your main balance.');
    await expect
      .poll(() => pushes.filter((p) => p.object === 'Notification'))
      .toEqual([{ object: 'Notification', event: 'New', data: { id: msg?.id, unread: 1 } }]);

    const notices = await api<Notice[]>(t, 'GET', routes.messageNotices.path, {}, m.token);
    expect(notices.data).toEqual([{ id: msg?.id, title: msg?.title, content: msg?.content, url: msg?.url }]);

    const read = await api<{ total: number }>(t, 'POST', routes.messageSingleRead.path, { id: String(msg?.id) }, m.token);
    expect(read).toMatchObject({ code: 0, data: { total: 0 } });
    expect((await list(m.token)).data.list[0]?.read).toBe(true);
    expect((await api<Notice[]>(t, 'GET', routes.messageNotices.path, {}, m.token)).data).toEqual([]);
  });

  it('writes in the member’s language and keeps one message per event, however often it is applied', async () => {
    const m = await signUp(t);
    await t.database.db.updateTable('members').set({ language: 'sw' }).where('id', '=', m.memberId).execute();
    await fact(m.memberId, {
      kind: 'withdrawal.cancelled',
      payload: { intentId: randomUUID(), amount: 50_000, failureCode: 'REVIEW_REJECTED' },
    });
    await fact(m.memberId, { kind: 'withdrawal.paid', payload: { intentId: randomUUID(), amount: 12_345 } });
    await fact(m.memberId, { kind: 'bet.settled', payload: betPayload() });
    await t.app.activityStream.drain();
    const first = (await list(m.token)).data;
    expect(first.list.map((x) => [x.title, x.content])).toEqual([
      ['Pesa imetumwa', 'K123.45 imetumwa kwenye akaunti yako ya pesa kwa simu.'],
      ['Kutoa pesa kumesitishwa', 'Kutoa K500.00 hakukulipwa (kutoa pesa hakukupita uhakiki). Pesa imerudi kwenye salio lako.'],
    ]);

    // A replay of the stream (a cursor moved back) writes nothing new.
    await t.database.db.deleteFrom('activity_cursors').where('consumer', '=', 'member-messages').execute();
    await t.app.activityStream.drain();
    expect((await list(m.token)).data.total).toBe(2);
  });

  it('tells the member of a bonus granted, expiring and ended, linking to the Bonus Center', async () => {
    const m = await signUp(t);
    await fact(m.memberId, {
      kind: 'bonus.granted',
      payload: { grantId: 'g1', campaign: 'c', amount: 5_000, expiresAt: '2026-12-01T00:00:00.000Z' },
    });
    await fact(m.memberId, {
      kind: 'bonus.expiring',
      payload: { grantId: 'g1', amount: 5_000, expiresAt: '2026-12-01T00:00:00.000Z' },
    });
    await fact(m.memberId, { kind: 'bonus.ended', payload: { grantId: 'g1', outcome: 'completed', converted: 2_500 } });
    await t.app.activityStream.drain();
    const page = (await list(m.token)).data;
    expect(page.list.map((x) => [x.title, x.content, x.url])).toEqual([
      ['Bonus wagering complete', 'K25.00 from your bonus was added to your main balance.', '/bonusCenter'],
      [
        'Your bonus expires soon',
        'A bonus of K50.00 expires within a day. Bonus money not yet converted is then removed; your own cash is never affected.',
        '/bonusCenter',
      ],
      [
        'Bonus received',
        'K50.00 in bonus money is in your Bonus Center. Its terms and wagering progress are shown there.',
        '/bonusCenter',
      ],
    ]);
  });

  it('pages newest first and refuses bad page and size with localised messages', async () => {
    const m = await signUp(t);
    for (let i = 0; i < 3; i++)
      await fact(m.memberId, { kind: 'withdrawal.paid', payload: { intentId: randomUUID(), amount: 100 + i } });
    await t.app.activityStream.drain();
    const p1 = (await list(m.token, { page: '1', size: '2' })).data;
    const p2 = (await list(m.token, { page: '2', size: '2' })).data;
    expect(p1.total).toBe(3);
    expect(p1.list.map((x) => x.content)).toEqual([
      'K1.02 was sent to your mobile money account.',
      'K1.01 was sent to your mobile money account.',
    ]);
    expect(p2.list.map((x) => x.content)).toEqual(['K1.00 was sent to your mobile money account.']);
    expect(p1.list[0]!.id).toBeGreaterThan(p1.list[1]!.id);

    for (const [params, msg] of [
      [{ page: '0' }, 'Invalid page number'],
      [{ page: 'x' }, 'Invalid page number'],
      [{ size: '0' }, 'Invalid page size'],
      [{ size: '51' }, 'Invalid page size'],
    ] as const) {
      expect(await list(m.token, params)).toEqual({ code: ErrorCode.VALIDATION, msg, data: null });
    }
    const sw = await t.app.inject({
      method: 'GET',
      url: `${routes.messageList.path}?size=0`,
      headers: { authorization: `Bearer ${m.token}`, lang: 'sw' },
    });
    expect(sw.json()).toEqual({ code: ErrorCode.VALIDATION, msg: 'Ukubwa wa ukurasa si sahihi', data: null });
    expect((await api(t, 'POST', routes.messageSingleRead.path, { id: 'abc' }, m.token)).msg).toBe('Invalid message');
    expect((await api(t, 'GET', routes.messageCount.path, {})).code).toBe(ErrorCode.SESSION_GONE);
  });

  it('answers someone else’s message as a missing one and changes nothing; Read All reads only the caller’s', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    for (const who of [alice, bob]) {
      await fact(who.memberId, {
        kind: 'deposit.failed',
        payload: { intentId: randomUUID(), amount: 2_000, failureCode: null },
      });
      await fact(who.memberId, { kind: 'withdrawal.paid', payload: { intentId: randomUUID(), amount: 700 } });
    }
    await t.app.activityStream.drain();
    const bobs = (await list(bob.token)).data.list[0]!;
    const notFound = { code: ErrorCode.NOT_FOUND, msg: 'Message not found', data: null };
    expect(await api(t, 'POST', routes.messageSingleRead.path, { id: String(bobs.id) }, alice.token)).toEqual(notFound);
    expect(await api(t, 'POST', routes.messageSingleRead.path, { id: '999999999' }, alice.token)).toEqual(notFound);
    expect(await count(bob.token)).toBe(2);

    expect(await api(t, 'POST', routes.messageBatchRead.path, {}, alice.token)).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { total: 0 },
    });
    expect(await count(alice.token)).toBe(0);
    expect((await list(alice.token)).data.list.every((x) => x.read)).toBe(true);
    expect(await count(bob.token)).toBe(2);
    const failed = (await list(bob.token)).data.list.find((x) => x.title === 'Deposit failed');
    expect(failed?.content).toBe('Your deposit of K20.00 did not go through: the operator reported an error.');
  });
});

describe('appeal step messages', () => {
  it('writes one message per staff step, in the step’s transaction, linking to the appeal', async () => {
    const m = await signUp(t);
    const record = await failedDeposit(t, m);
    const appeal = await appealDeposit(t, m, record, [await uploaded(t, m.token)]);
    expect(appeal.code).toBe(0);
    // The player's own submit writes nothing.
    expect(await count(m.token)).toBe(0);
    const staff = t.app.appeals.staff;
    await staff.startReview(appeal.data.id, 'agent-1');
    // A refused move (a close or resolve needs a note) writes nothing.
    await expect(staff.resolve(appeal.data.id, 'agent-1', '')).rejects.toThrow();
    await staff.close(appeal.data.id, 'agent-1', 'Paid by the operator.');
    const rows = (await list(m.token)).data.list;
    expect(rows.map((x) => x.title)).toEqual(['Appeal closed', 'Appeal in review']);
    expect(rows[0]?.url).toMatch(new RegExp(`^/complain-records/1/${record}/${appeal.data.id}/[0-9]+$`));
  });
});

describe('promotional messages', () => {
  it('skips members eligibility restricts (time-out, concern) and sends once per member', async () => {
    const ok = await signUp(t);
    const timedOut = await signUp(t);
    const flagged = await signUp(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, timedOut.token)).code).toBe(0);
    const concern = {
      name: 'test_concern',
      messageKey: 'eligibility.rg_concern' as const,
      restricted: async (id: string) => id === flagged.memberId,
    };
    const announced: string[] = [];
    const promotions = new PromotionMessagesService({
      db: t.database.db,
      clock: t.clock,
      eligibility: eligibilityOf(t, [concern]),
      announce: async (w) => {
        announced.push(...w.map((x) => x.memberId));
      },
    });
    const send = {
      sendId: 'weekend-1',
      memberIds: [ok.memberId, timedOut.memberId, flagged.memberId],
      texts: {
        en: { title: 'Weekend bonus', content: 'Deposit today for 10% extra.' },
        sw: { title: 'Bonasi', content: 'Weka leo.' },
      },
      url: '/promotion',
    };
    expect(await promotions.sendPromotion(send)).toEqual({ sent: 1, skipped: 2, unchanged: 0 });
    expect(await promotions.sendPromotion(send)).toEqual({ sent: 0, skipped: 2, unchanged: 1 });
    expect(await count(timedOut.token)).toBe(0);
    expect(await count(flagged.token)).toBe(0);
    expect((await list(ok.token)).data.list).toEqual([
      expect.objectContaining({ kind: 'promotion', title: 'Weekend bonus', url: '/promotion', read: false }),
    ]);
    expect(announced).toEqual([ok.memberId]);
  });

  it('is reachable on the node as app.messages.promotions', () => {
    expect(t.app.messages.promotions).toBeInstanceOf(PromotionMessagesService);
  });
});

function betPayload() {
  return { gameId: 1, betRef: 'b1', unit: 'cash' as const, stake: 100, payout: 0, multiplier: 0, bonusStake: 0 };
}
