/** Staff routes of the promotions console and campaign images (docs/staff-console.md#promotions). */
import { staffRoute } from './route-def.js';
import * as s from './schemas-promotions.js';
import { emptyInput } from './schemas.js';

export const promotionRoutes = {
  uploadMedia: staffRoute({
    method: 'POST',
    path: '/staff-api/media/images',
    access: 'campaigns.manage',
    input: s.uploadMediaInput,
    output: s.uploadMediaOutput,
    bodyLimit: s.MEDIA_BODY_MAX_BYTES,
    summary: 'Upload a campaign image (png, jpeg or webp, at most 512 KiB); answers its public /media path.',
  }),
  listPromotions: staffRoute({
    method: 'GET',
    path: '/staff-api/promotions',
    access: 'campaigns.manage',
    input: emptyInput,
    output: s.listPromotionsOutput,
    summary: 'Every promotion (running or not) with its newest version.',
  }),
  createPromotion: staffRoute({
    method: 'POST',
    path: '/staff-api/promotions',
    access: 'campaigns.manage',
    input: s.createPromotionInput,
    output: s.staffPromotionSchema,
    summary: 'Create a promotion (version 1); announced to players when it starts.',
  }),
  updatePromotion: staffRoute({
    method: 'POST',
    path: '/staff-api/promotions/update',
    access: 'campaigns.manage',
    input: s.updatePromotionInput,
    output: s.staffPromotionSchema,
    summary: 'Save a new version of a promotion; refused if someone saved since baseVersion.',
  }),
  switchPromotion: staffRoute({
    method: 'POST',
    path: '/staff-api/promotions/switch',
    access: 'campaigns.manage',
    input: s.switchPromotionInput,
    output: s.staffPromotionSchema,
    summary: 'Switch a promotion on or off (a new version).',
  }),
  promotionHistory: staffRoute({
    method: 'GET',
    path: '/staff-api/promotions/history',
    access: 'campaigns.manage',
    input: s.promotionHistoryInput,
    output: s.promotionHistoryOutput,
    summary: 'A promotion’s versions, newest first (who, when, why, the whole value).',
  }),
} as const;
