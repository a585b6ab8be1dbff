/**
 * The campaign half of the eligibility answer (DESIGN.md §8, docs/product-rules/offers.md#campaigns):
 * is a campaign (packages/contract/src/staff/campaign-base-schema.ts) live for this member now —
 * switched on, inside its window, and the member in its `audience` — and if not, why, as the
 * player's message. Every offer asks this one rule; the facts it needs (when the member joined,
 * whether they have deposited) are read through their owners' modules, only when the audience needs them.
 */
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import { campaignWindowOpen, type CampaignAudience, type CampaignBase } from '@nyota/contract/staff/campaign-base-schema';

/** "New members" are those who signed up in the last week. */
export const NEW_MEMBER_DAYS = 7;
const DAY_MS = 86_400_000;

export type CampaignRules = Pick<CampaignBase, 'enabled' | 'startsAt' | 'endsAt' | 'audience'>;

/** What an audience asks of a member; `joinedAt` null for an account not found (never new). */
export interface MemberFacts {
  joinedAt: Date | null;
  hasDeposited: boolean;
}

/** The reads behind MemberFacts, each from the module owning the fact (members, payments). */
export interface MemberFactReaders {
  joinedAt(memberId: string): Promise<Date | null>;
  hasDeposited(memberId: string): Promise<boolean>;
}

export const CAMPAIGN_REASONS = ['campaign_off', 'not_in_audience'] as const;
export type CampaignReason = (typeof CAMPAIGN_REASONS)[number];

export type CampaignAnswer = { ok: true } | { ok: false; reason: CampaignReason; messageKey: ServerMessageKey };

/** Who asks: a signed-in member (facts a caller already knows exactly win over the reads), or a guest (null). */
export type CampaignAsker = string | null | { memberId: string; known?: Partial<MemberFacts> };

const LIVE: CampaignAnswer = { ok: true };
const OFF: CampaignAnswer = { ok: false, reason: 'campaign_off', messageKey: 'errors.no_bonus_found' };
const NOT_FOR_YOU: CampaignAnswer = { ok: false, reason: 'not_in_audience', messageKey: 'errors.offer_not_for_you' };

export function audienceTakes(audience: CampaignAudience, member: MemberFacts, now: Date): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'new_members':
      return member.joinedAt !== null && now.getTime() - member.joinedAt.getTime() < NEW_MEMBER_DAYS * DAY_MS;
    case 'depositors':
      return member.hasDeposited;
    case 'non_depositors':
      return !member.hasDeposited;
  }
}

/** A guest is about to be a new member who has not deposited. */
function guestFacts(now: Date): MemberFacts {
  return { joinedAt: now, hasDeposited: false };
}

export class CampaignAudienceRule {
  constructor(private readonly readers: MemberFactReaders) {}

  async answer(campaign: CampaignRules, asker: CampaignAsker, at: Date): Promise<CampaignAnswer> {
    if (!campaignWindowOpen(campaign, at)) return OFF;
    if (campaign.audience === 'everyone') return LIVE;
    const facts = asker === null ? guestFacts(at) : await this.facts(campaign.audience, asker);
    return audienceTakes(campaign.audience, facts, at) ? LIVE : NOT_FOR_YOU;
  }

  /** Reads only the fact the audience asks about; the other is a placeholder it never looks at. */
  private async facts(audience: CampaignAudience, asker: Exclude<CampaignAsker, null>): Promise<MemberFacts> {
    const { memberId, known = {} } = typeof asker === 'string' ? { memberId: asker } : asker;
    const joinedAt =
      audience === 'new_members' ? (known.joinedAt !== undefined ? known.joinedAt : await this.readers.joinedAt(memberId)) : null;
    const depositRule = audience === 'depositors' || audience === 'non_depositors';
    const hasDeposited = depositRule ? (known.hasDeposited ?? (await this.readers.hasDeposited(memberId))) : false;
    return { joinedAt, hasDeposited };
  }
}
