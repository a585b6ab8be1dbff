/**
 * The promotions console's staff API (docs/staff-console.md#promotions) and staff images for
 * campaigns (docs/staff-console.md#images). A promotion's value is checked by the server against
 * promotionSchema, so a refusal names the field (`errors.settings_invalid`); ids are strings
 * (BIGINT), times ISO-8601. Each save is a new version, kept with who, when and why.
 */
import { z } from 'zod';
import { promotionSchema } from './promotion-schemas.js';
import { reasonSchema } from './schemas.js';

const idSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'errors.validation');

/** Largest image staff may upload: enough for a banner, small enough for players on slow data. */
export const MEDIA_MAX_BYTES = 512 * 1024;
/** The whole request body of an upload: the image as base64 (4/3 of the bytes) with room to spare. */
export const MEDIA_BODY_MAX_BYTES = 1024 * 1024;
/** Where uploaded images are served to everyone, e.g. `/media/<sha-256 prefix>.png`. */
export const MEDIA_PATH = '/media';
export const MEDIA_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
export const MEDIA_MIMES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type MediaMime = (typeof MEDIA_MIMES)[number];

export const uploadMediaInput = z.object({
  /** The file's bytes, base64; its type is read from the bytes, never from a name. */
  data: z
    .string()
    .min(1, 'errors.upload_missing')
    .max(MEDIA_BODY_MAX_BYTES, 'errors.payload_too_large')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'errors.upload_malformed'),
});
export const uploadMediaOutput = z.object({
  url: z.string(),
  mime: z.enum(MEDIA_MIMES),
  size: z.number().int(),
});
export type UploadMediaOutput = z.infer<typeof uploadMediaOutput>;

/** A promotion's name in budgets (`promo-<slug>`) and links; fixed once created. */
export const promotionSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,40}$/, 'errors.validation');

export const staffPromotionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  value: promotionSchema,
  /** The newest version's number: a save names it as its base. */
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type StaffPromotion = z.infer<typeof staffPromotionSchema>;
export const listPromotionsOutput = z.object({ items: z.array(staffPromotionSchema) });

export const createPromotionInput = z.object({
  slug: promotionSlugSchema,
  value: z.record(z.string(), z.unknown()),
  reason: reasonSchema,
});
export const updatePromotionInput = z.object({
  id: idSchema,
  value: z.record(z.string(), z.unknown()),
  baseVersion: z.number().int().min(0),
  reason: reasonSchema,
});
export const switchPromotionInput = z.object({
  id: idSchema,
  enabled: z.boolean(),
  baseVersion: z.number().int().min(0),
  reason: reasonSchema,
});

export const promotionHistoryInput = z.object({ id: idSchema });
export const promotionVersionSchema = z.object({
  version: z.number().int(),
  staff: z.string(),
  at: z.string(),
  reason: z.string(),
  value: z.unknown(),
});
export const promotionHistoryOutput = z.object({ items: z.array(promotionVersionSchema) });
