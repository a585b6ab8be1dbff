/**
 * The one answer to "may this member receive a bonus, promotional message or engagement pop-up now,
 * and if not, why" (DESIGN.md §8, §10; docs/product-rules/responsible-gambling.md#eligibility).
 * Two questions: `check` asks the responsible-gambling side (the restriction sources, in priority
 * order, the first restricting one giving the reason); `campaign` asks whether an offer's campaign
 * is live for the member (switch, window, audience: campaign-audience.ts). An offer asks both; its
 * own rules (once/daily/lifetime, deposit required…) stay with the offer.
 */
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import type { Clock } from '../../platform/clock.js';
import {
  CampaignAudienceRule,
  type CampaignAnswer,
  type CampaignAsker,
  type CampaignRules,
  type MemberFactReaders,
} from './campaign-audience.js';

/** What the member would receive. Every purpose is withheld alike by a restriction source. */
export const ELIGIBILITY_PURPOSES = ['bonus', 'marketing', 'popup'] as const;
export type EligibilityPurpose = (typeof ELIGIBILITY_PURPOSES)[number];

export interface EligibilityQuery {
  purpose: EligibilityPurpose;
}

/** The built-in responsible-gambling reasons, highest priority first. */
export const RG_REASONS = ['self_exclusion', 'time_out', 'rg_concern', 'limit_lock', 'recent_limit'] as const;
export type RgReason = (typeof RG_REASONS)[number];

/**
 * Something that withholds every offer from a member while it holds (a responsible-gambling
 * restriction). `name` becomes the answer's reason; `messageKey` the player's message (every
 * shipped language), 'eligibility.restricted' when left out.
 */
export interface RestrictionSource {
  name: string;
  messageKey?: ServerMessageKey;
  /** The purposes it withholds; every purpose when left out. */
  purposes?: readonly EligibilityPurpose[];
  restricted(memberId: string, now: Date): Promise<boolean>;
}

export type Eligibility = { ok: true } | { ok: false; reason: string; messageKey: ServerMessageKey };

const ELIGIBLE: Eligibility = { ok: true };
const DEFAULT_MESSAGE: ServerMessageKey = 'eligibility.restricted';

export class EligibilityService {
  private readonly sources: RestrictionSource[];
  private readonly audience: CampaignAudienceRule;

  /** `builtIn` keeps its order and always comes before any source added later. */
  constructor(
    private readonly clock: Clock,
    builtIn: readonly RestrictionSource[],
    memberFacts: MemberFactReaders,
  ) {
    this.sources = [...builtIn];
    this.audience = new CampaignAudienceRule(memberFacts);
  }

  /**
   * Adds a further restriction, asked after every one before it (a module built later, such as a
   * harm-markers review, plugs in here). A name already in use is refused: reasons must stay distinct.
   */
  addSource(source: RestrictionSource): void {
    if (this.sources.some((s) => s.name === source.name)) {
      throw new Error(`eligibility: a restriction source named ${source.name} is already registered`);
    }
    this.sources.push(source);
  }

  /** The names of the sources in the order they are asked. */
  sourceNames(): string[] {
    return this.sources.map((s) => s.name);
  }

  /**
   * Asks the sources one after another and stops at the first that restricts, so the reason is
   * always the highest-priority one and a restricted member costs only the reads up to it. A source
   * limited to some purposes (the recent-limit rule: pop-ups only) is skipped for the others.
   */
  async check(memberId: string, query: EligibilityQuery): Promise<Eligibility> {
    const now = this.clock.now();
    for (const source of this.sources) {
      if (source.purposes && !source.purposes.includes(query.purpose)) continue;
      if (await source.restricted(memberId, now)) {
        return { ok: false, reason: source.name, messageKey: source.messageKey ?? DEFAULT_MESSAGE };
      }
    }
    return ELIGIBLE;
  }

  /**
   * Whether `campaign` is live for the asker at `at` (now by default; a deposit's time for a bonus
   * decided later): switched on, inside its window, and the member (a guest: null) in its audience.
   * The refusal's message key is the player's message ('errors.no_bonus_found' when off,
   * 'errors.offer_not_for_you' outside the audience).
   */
  async campaign(campaign: CampaignRules, asker: CampaignAsker, at: Date = this.clock.now()): Promise<CampaignAnswer> {
    return this.audience.answer(campaign, asker, at);
  }
}
