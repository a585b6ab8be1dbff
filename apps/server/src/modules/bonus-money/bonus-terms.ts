/**
 * A bonus's significant terms, frozen on the grant: the schema is the contract's
 * (`@nyota/contract/bonus-terms`), shared with the offers' settings and the bonus terms page.
 */
import { bonusTermsSchema } from '@nyota/contract/bonus-terms';
import type { z } from 'zod';

export { bonusTermsSchema, MAX_WAGERING_MULTIPLE, type BonusTerms } from '@nyota/contract/bonus-terms';

export const contributionsSchema = bonusTermsSchema.shape.contributions;
export type Contributions = z.infer<typeof contributionsSchema>;

/** The part of a stake that counts toward wagering, floored to a whole minor unit. */
export function wageringOf(contributions: Contributions, gameId: number, stake: number): number {
  const pct = contributions.games[String(gameId)] ?? contributions.default;
  return Math.floor((stake * pct) / 100);
}
