/**
 * The campaign question over a whole node, its member facts read as the composition root reads them
 * (members' sign-up time, payments' successful deposits): off or outside the window answers "No
 * Bonus Found"; each audience takes whom it names, a guest counting as a new member who has not
 * deposited; "new" ends seven days after sign-up; facts a caller knows win over the reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
import type { CampaignAudience } from '@nyota/contract/staff/campaign-base-schema';
import { createPaymentsTestApp, fundByDeposit, signUp, type PayTestApp, type SignedUp } from '../payments/payments.test-kit.js';
import { eligibilityOf } from './eligibility.test-kit.js';
import type { EligibilityService } from './index.js';

let t: PayTestApp;
let eligibility: EligibilityService;
let depositor: SignedUp;
let newcomer: SignedUp;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  eligibility = eligibilityOf(t);
  depositor = await signUp(t);
  await fundByDeposit(t, depositor, 5_000);
  newcomer = await signUp(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const campaign = (audience: CampaignAudience) => ({ ...DEFAULT_OFFER_SETTINGS.signIn, audience });
const NOT_FOR_YOU = { ok: false, reason: 'not_in_audience', messageKey: 'errors.offer_not_for_you' };
const LIVE = { ok: true };

describe('campaign audience', () => {
  it('answers an off or closed campaign as No Bonus Found, whoever asks', async () => {
    const off = { ok: false, reason: 'campaign_off', messageKey: 'errors.no_bonus_found' };
    expect(await eligibility.campaign({ ...campaign('everyone'), enabled: false }, newcomer.memberId)).toEqual(off);
    const later = new Date(t.clock.now().getTime() + DAY).toISOString();
    expect(await eligibility.campaign({ ...campaign('everyone'), startsAt: later }, null)).toEqual(off);
  });

  it('takes each audience’s members, and a guest as a new member who has not deposited', async () => {
    const answers = async (audience: CampaignAudience) =>
      Promise.all([depositor.memberId, newcomer.memberId, null].map((who) => eligibility.campaign(campaign(audience), who)));
    expect(await answers('everyone')).toEqual([LIVE, LIVE, LIVE]);
    expect(await answers('depositors')).toEqual([LIVE, NOT_FOR_YOU, NOT_FOR_YOU]);
    expect(await answers('non_depositors')).toEqual([NOT_FOR_YOU, LIVE, LIVE]);
    expect(await answers('new_members')).toEqual([LIVE, LIVE, LIVE]);
  });

  it('counts a member new for seven days from sign-up', async () => {
    const m = await signUp(t);
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms);
    expect(await eligibility.campaign(campaign('new_members'), m.memberId, at(7 * DAY - 60_000))).toEqual(LIVE);
    expect(await eligibility.campaign(campaign('new_members'), m.memberId, at(7 * DAY + 60_000))).toEqual(NOT_FOR_YOU);
    expect(await eligibility.campaign(campaign('new_members'), 'no-such-member')).toEqual(NOT_FOR_YOU);
  });

  it('lets a caller’s exact facts win over the reads', async () => {
    const known = { memberId: newcomer.memberId, known: { hasDeposited: true } };
    expect(await eligibility.campaign(campaign('depositors'), known)).toEqual(LIVE);
    expect(await eligibility.campaign(campaign('non_depositors'), known)).toEqual(NOT_FOR_YOU);
    const old = { memberId: newcomer.memberId, known: { joinedAt: new Date(t.clock.now().getTime() - 8 * DAY) } };
    expect(await eligibility.campaign(campaign('new_members'), old)).toEqual(NOT_FOR_YOU);
  });
});
