/**
 * What every campaign has in common (DESIGN.md §8: campaigns are configuration): whether it runs,
 * its window, the budget it may spend, whom it targets, its texts in every language and its image.
 * Each offer's section of the `offers` setting extends this with its own rules (tiers, amounts), so
 * the console edits every campaign with the same form and the server asks one question of each:
 * is it live for this member now (EligibilityService.campaign: switch, window and audience).
 */
import { z } from 'zod';

/** Who may see and claim a campaign; eligibility (self-exclusion, limits, reviews) applies on top. */
export const CAMPAIGN_AUDIENCES = ['everyone', 'new_members', 'depositors', 'non_depositors'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

const campaignTextSchema = z.object({
  title: z.string().trim().min(1).max(80),
  body: z.string().trim().max(600),
});

/** Extend it with an offer's own fields, then `.refine(windowOrdered, WINDOW_ISSUE)`. */
export const campaignBaseSchema = z.object({
  enabled: z.boolean(),
  /** ISO instants; null means open-ended on that side. */
  startsAt: z.string().datetime({ offset: true }).nullable(),
  endsAt: z.string().datetime({ offset: true }).nullable(),
  /** The most the campaign may pay out in all, in cash minor units (its budget account's funding). */
  budget: z.number().int().min(0).max(10_000_000_000),
  audience: z.enum(CAMPAIGN_AUDIENCES),
  /** Texts shown to players, one per supported language. */
  texts: z.object({ en: campaignTextSchema, sw: campaignTextSchema }),
  /** An uploaded image's public path or an https URL; null for none. */
  imageUrl: z
    .string()
    .max(500)
    .regex(/^(\/|https:\/\/)/)
    .nullable(),
});
export type CampaignBase = z.infer<typeof campaignBaseSchema>;

export function windowOrdered(c: Pick<CampaignBase, 'startsAt' | 'endsAt'>): boolean {
  return c.startsAt === null || c.endsAt === null || Date.parse(c.startsAt) < Date.parse(c.endsAt);
}
export const WINDOW_ISSUE = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

/** Whether a campaign's window contains `now` and staff have it switched on. */
export function campaignWindowOpen(c: Pick<CampaignBase, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (!c.enabled) return false;
  const t = now.getTime();
  if (c.startsAt !== null && t < Date.parse(c.startsAt)) return false;
  if (c.endsAt !== null && t >= Date.parse(c.endsAt)) return false;
  return true;
}

/**
 * The common part of a seeded default campaign: open-ended, no image, on and for everyone unless
 * said otherwise. Staff change any of it in the console.
 */
export function openCampaign(c: {
  budget: number;
  texts: CampaignBase['texts'];
  enabled?: boolean;
  audience?: CampaignAudience;
}): CampaignBase {
  return {
    enabled: c.enabled ?? true,
    startsAt: null,
    endsAt: null,
    budget: c.budget,
    audience: c.audience ?? 'everyone',
    texts: c.texts,
    imageUrl: null,
  };
}
