/**
 * Eligibility: the single place that answers whether a member may receive a bonus, a promotional
 * message or an engagement pop-up now, and why not (docs/product-rules/responsible-gambling.md#eligibility).
 * It owns no table: each restriction and member fact is read from the module that owns it. Modules
 * that give or send anything promotional receive this module from the composition root and ask
 * `check`; offers also ask `campaign` (switch, window, audience) of their campaign.
 */
import type { Clock } from '../../platform/clock.js';
import type { MemberFactReaders } from './campaign-audience.js';
import { EligibilityService, type RestrictionSource } from './eligibility.service.js';
import { rgSources, type RgReaders } from './rg-sources.js';

export {
  ELIGIBILITY_PURPOSES,
  EligibilityService,
  RG_REASONS,
  type Eligibility,
  type EligibilityPurpose,
  type EligibilityQuery,
  type RestrictionSource,
  type RgReason,
} from './eligibility.service.js';
export type { RgReaders } from './rg-sources.js';
export {
  audienceTakes,
  CAMPAIGN_REASONS,
  NEW_MEMBER_DAYS,
  type CampaignAnswer,
  type CampaignAsker,
  type CampaignReason,
  type CampaignRules,
  type MemberFactReaders,
  type MemberFacts,
} from './campaign-audience.js';

export interface EligibilityModuleDeps extends RgReaders {
  clock: Clock;
  /** When a member joined (members) and whether they have deposited (payments): a campaign's audience. */
  memberFacts: MemberFactReaders;
  /** Further restrictions, asked after the built-in ones in this order (more with `addSource`). */
  sources?: readonly RestrictionSource[];
}

export interface EligibilityModule {
  eligibility: EligibilityService;
}

export function createEligibilityModule(deps: EligibilityModuleDeps): EligibilityModule {
  const eligibility = new EligibilityService(deps.clock, rgSources(deps), deps.memberFacts);
  for (const source of deps.sources ?? []) eligibility.addSource(source);
  return { eligibility };
}
