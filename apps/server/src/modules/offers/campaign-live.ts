/**
 * The one question the offers ask of a campaign (packages/contract/src/staff/campaign-base-schema.ts):
 * is it live now. Its window and switch are applied; its `audience` is not yet (every member is in
 * it), see docs/product-rules/offers.md.
 */
import { campaignWindowOpen, type CampaignBase } from '@nyota/contract/staff/campaign-base-schema';

export function campaignIsLive(c: Pick<CampaignBase, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return campaignWindowOpen(c, now);
}

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A YYYY-MM-DD date `n` days after another. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Noon UTC of a date: it lies in that same local date in every zone within ±12 h. */
export function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
