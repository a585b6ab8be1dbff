/**
 * The market-day arithmetic of the offers' campaigns. Whether a campaign
 * (packages/contract/src/staff/campaign-base-schema.ts) is live for a member now — switched on,
 * inside its window, the member in its `audience` — is one question every offer asks of the
 * eligibility module (`EligibilityService.campaign`, eligibility/campaign-audience.ts), see
 * docs/product-rules/offers.md#campaigns.
 */
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
