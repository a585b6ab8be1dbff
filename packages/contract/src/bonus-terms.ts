/**
 * A bonus's significant terms (docs/product-rules/bonus-money.md), frozen on each grant: how many
 * times the bonus must be staked, how much each game counts, the largest stake that may use bonus
 * money, the most that can become cash, and how long it lasts. UKGC SR 5.1.1 caps wagering at 10x
 * the bonus; the database refuses more (migration 0037), and so does this schema. Shared by the
 * bonus-money module (which applies them), the offers' settings (which set them) and the bonus terms
 * page links/6 (which prints them).
 */
import { z } from 'zod';

export const MAX_WAGERING_MULTIPLE = 10;

const percent = z.number().int().min(0).max(100);

export const bonusTermsSchema = z.object({
  wageringMultiple: z.number().int().min(0).max(MAX_WAGERING_MULTIPLE),
  /** Percent of each stake that counts toward wagering: `default`, or per game id. */
  contributions: z.object({ default: percent, games: z.record(z.string().regex(/^[0-9]+$/), percent) }),
  maxStake: z.number().int().positive(),
  maxConversion: z.number().int().positive(),
  validDays: z.number().int().min(1).max(90),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;
