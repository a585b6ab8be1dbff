/**
 * HOME_SLIDES: the deployment's own home banner slides, as a JSON array, replacing the market
 * preset's. Checked at boot with the contract's schema, so a typo stops the server with the field
 * named rather than showing players a broken banner.
 */
import { homeSlidesSchema } from '@nyota/contract/api/config';
import type { HomeSlide } from '@nyota/contract/home-slides';

export class HomeSlidesConfigError extends Error {}

/** The configured slides, or null to keep the preset's when the variable is unset or blank. */
export function homeSlidesFromEnv(raw: string | undefined): HomeSlide[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new HomeSlidesConfigError('Invalid configuration:\n  HOME_SLIDES: not JSON (a JSON array of slides)');
  }
  const parsed = homeSlidesSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  HOME_SLIDES${i.path.map((p) => `[${String(p)}]`).join('')}: ${i.message}`);
    throw new HomeSlidesConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
