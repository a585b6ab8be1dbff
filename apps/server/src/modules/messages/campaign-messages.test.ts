/**
 * Staff campaign messages over the staff API: sent now to an audience with eligibility asked per
 * member; scheduled ones wait, and two runners of the leader job at once send each once; the
 * inactive audience follows sign-ins; bad input and a role without the permission change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import type { CampaignMessage } from '@nyota/contract/staff/schemas-campaigns';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signUp } from '../auth/auth.test-kit.js';
import { api } from '../payments/payments.test-kit.js';
import { eligibilityOf } from '../eligibility/eligibility.test-kit.js';
import { MemberFigures } from '../members/index.js';
import { IntentLookups } from '../payments/index.js';
import { staffCall } from '../players/players.test-kit.js';
import type { StaffModule } from '../staff/index.js';
import { makeStaff, signIn, staffModuleOf, type StaffSignIn, type TestStaff } from '../staff/staff.test-kit.js';
import { CampaignMessagesService, PromotionMessagesService } from './index.js';

let t: TestApp;
let mod: StaffModule;
let marketerStaff: TestStaff;
let marketer: StaffSignIn;

/** Moves the clock on; staff sessions end after 30 idle minutes, so the marketer signs in again. */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  marketer = await signIn(t, marketerStaff);
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  marketerStaff = await makeStaff(mod, 'marketing');
  marketer = await signIn(t, marketerStaff);
});
afterAll(() => t.close());

/** A second runner of the leader job, as another node would have, over the same database. */
function runner(): CampaignMessagesService {
  const db = t.database.db;
  const promotions = new PromotionMessagesService({
    db,
    clock: t.clock,
    eligibility: eligibilityOf(t),
    announce: async () => {},
  });
  const members = new MemberFigures(db);
  const intents = new IntentLookups(db);
  const audience = { members: (s: Date | null) => members.memberIds(s), depositors: () => intents.depositorIds() };
  return new CampaignMessagesService({ db, clock: t.clock, audit: mod.audit, promotions, audience });
}

const texts = {
  en: { title: 'Weekend bonus', content: 'Deposit today for 10% extra.' },
  sw: { title: 'Bonasi ya wikendi', content: 'Weka leo upate asilimia 10 zaidi.' },
};
type Body = Parameters<typeof JSON.stringify>[0];
const send = (who: StaffSignIn, body: Record<string, unknown>) =>
  t.app
    .inject({
      method: 'POST',
      url: r.sendCampaignMessage.path,
      payload: {
        texts,
        url: '/promotion',
        audience: 'all',
        inactiveDays: null,
        sendAt: null,
        reason: 'weekend',
        ...body,
      } as Body,
      cookies: { nyota_staff: who.cookie },
      headers: { 'x-csrf-token': who.csrf },
    })
    .then((res) => ({ status: res.statusCode, ...res.json<{ code: number; msg: string; data: CampaignMessage }>() }));

async function messagesOf(sendId: string, memberId: string) {
  return t.database.db
    .selectFrom('member_messages')
    .select(['title', 'content'])
    .where('member_id', '=', memberId)
    .where('source_key', '=', `promotion:campaign-${sendId}:${memberId}`)
    .execute();
}

describe('campaign messages', () => {
  it('sends now to everyone eligibility allows, in their language, audited', async () => {
    const ok = await signUp(t);
    const timedOut = await signUp(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, timedOut.token)).code).toBe(0);
    const sent = await send(marketer, {});
    expect(sent.code).toBe(0);
    expect(sent.data).toMatchObject({ status: 'sent', audience: 'all', title: 'Weekend bonus' });
    expect(sent.data.sent).toBeGreaterThanOrEqual(1);
    expect(sent.data.skipped).toBeGreaterThanOrEqual(1);
    expect(await messagesOf(sent.data.id, ok.memberId)).toEqual([
      { title: 'Weekend bonus', content: 'Deposit today for 10% extra.' },
    ]);
    expect(await messagesOf(sent.data.id, timedOut.memberId)).toEqual([]);
    const [row] = await mod.audit.search({ target: `campaign_message:${sent.data.id}`, limit: 5 });
    expect(row).toMatchObject({ action: 'campaign_message.create', reason: 'weekend' });
  });

  it('sends a scheduled message once at its time, whatever runs it at once', async () => {
    const m = await signUp(t);
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await send(marketer, { sendAt: at, audience: 'non_depositors' });
    expect(scheduled.data).toMatchObject({ status: 'scheduled', sent: 0 });
    const [one, two] = [runner(), runner()];
    expect(await one.runDue()).toBe(0);
    expect(await messagesOf(scheduled.data.id, m.memberId)).toEqual([]);

    await advance(3_600_000);
    const ran = await Promise.all([one.runDue(), two.runDue(), one.runDue()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await messagesOf(scheduled.data.id, m.memberId)).toHaveLength(1);
    expect(await two.runDue()).toBe(0);
    const list = await staffCall<{ items: CampaignMessage[] }>(t, marketer, r.campaignMessages, {});
    const listed = list.data.items.find((x) => x.id === scheduled.data.id);
    expect(listed).toMatchObject({ status: 'sent' });
    expect(listed?.sent).toBeGreaterThanOrEqual(1);
  });

  it('resumes a send a stopped node left half-way, after 10 minutes, and writes nobody twice', async () => {
    const m = await signUp(t);
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const scheduled = await send(marketer, { sendAt: at });
    const id = scheduled.data.id;
    // Set-up as a node that claimed the send and stopped before finishing it would leave it.
    const claimedAt = new Date(t.clock.now().getTime() + 60_000);
    await t.database.db
      .updateTable('campaign_messages')
      .set({ status: 'sending', claimed_at: claimedAt })
      .where('id', '=', id)
      .execute();
    await advance(120_000);
    expect(await runner().runDue()).toBe(0);
    expect(await messagesOf(id, m.memberId)).toEqual([]);
    await advance(10 * 60_000);
    const ran = await Promise.all([runner().runDue(), runner().runDue()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await messagesOf(id, m.memberId)).toHaveLength(1);
    const list = await staffCall<{ items: CampaignMessage[] }>(t, marketer, r.campaignMessages, {});
    const listed = list.data.items.find((x) => x.id === id);
    expect(listed?.status).toBe('sent');
    // Counted from the inbox: each member once, whichever runner wrote it.
    const written = await t.database.db
      .selectFrom('member_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('source_key', 'like', `promotion:campaign-${id}:%`)
      .executeTakeFirstOrThrow();
    expect(listed?.sent).toBe(Number(written.n));
  });

  it('a cancelled schedule never sends', async () => {
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const scheduled = await send(marketer, { sendAt: at });
    const cancelled = await staffCall<CampaignMessage>(t, marketer, r.cancelCampaignMessage, {
      id: scheduled.data.id,
      reason: 'typo',
    });
    expect(cancelled.data.status).toBe('cancelled');
    t.clock.advance(120_000);
    expect(await runner().runDue()).toBe(0);
    const again = await staffCall(t, marketer, r.cancelCampaignMessage, { id: scheduled.data.id, reason: 'typo' });
    expect(again.code).toBe(ErrorCode.VALIDATION);
  });

  it('the inactive audience is those without a sign-in for the days given', async () => {
    const old = await signUp(t);
    await advance(40 * 86_400_000);
    const fresh = await signUp(t);
    const sent = await send(marketer, { audience: 'inactive', inactiveDays: 30 });
    expect(sent.data).toMatchObject({ status: 'sent', inactiveDays: 30 });
    expect(await messagesOf(sent.data.id, old.memberId)).toHaveLength(1);
    expect(await messagesOf(sent.data.id, fresh.memberId)).toEqual([]);
  });

  it('refuses bad input with a localised message, and a role without the permission', async () => {
    const noDays = await send(marketer, { audience: 'inactive' });
    expect(noDays.code).toBe(ErrorCode.VALIDATION);
    expect(noDays.msg).toBe('Give the number of days without sign-in, 1 to 365.');
    const past = await send(marketer, { sendAt: new Date(t.clock.now().getTime() - 3_600_000).toISOString() });
    expect(past.msg).toBe('The send time is in the past; leave it empty to send now.');
    const noTitle = await send(marketer, { texts: { ...texts, sw: { title: '', content: 'x' } } });
    expect(noTitle.code).toBe(ErrorCode.VALIDATION);
    const support = await signIn(t, await makeStaff(mod, 'support'));
    expect((await send(support, {})).status).toBe(403);
    const list = await staffCall<{ items: CampaignMessage[] }>(t, marketer, r.campaignMessages, {});
    expect(list.data.items.filter((x) => x.audience === 'inactive')).toHaveLength(1);
  });
});
