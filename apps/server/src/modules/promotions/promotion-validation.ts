/** The check every stored promotion passes: the contract's promotionSchema, the refusal naming the field. */
import { ErrorCode } from '@nyota/contract/error-codes';
import { promotionSchema, type Promotion } from '@nyota/contract/staff/promotion-schemas';
import { AppError } from '../../platform/http/app-error.js';

/** A ledger budget name allows [a-z0-9_-] only, up to 48 characters: slugs keep to that. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,40}$/;

export function checkSlug(slug: string): void {
  if (!SLUG.test(slug)) throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field: 'slug' });
}

export function validPromotion(value: unknown): Promotion {
  const parsed = promotionSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path.join('.') || 'promotion';
  throw new AppError(ErrorCode.SETTINGS_INVALID, 'errors.settings_invalid', { field });
}

/** A stored value, or null when it no longer parses (it is then skipped, never shown broken). */
export function storedPromotion(text: string): Promotion | null {
  try {
    const parsed = promotionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
