/**
 * Giveaways (docs/product-rules/giveaways.md): the seeds' account-service calls
 * `GET /giveaway/basic?id=`, `POST /giveaway/gifts (id, mobile)`, `POST /giveaway/register (id,
 * mobile, password)` and `GET /giveaway/auto-gifts`. `id` of basic is a round; `id` of gifts and
 * register is a present (present ids are unique across rounds).
 */
import { z } from 'zod';
import { loginDataSchema, regBody } from './member.js';
import { mobileField } from './fields.js';

const idText = z
  .string({ error: 'errors.validation' })
  .regex(/^[0-9]{1,7}$/, { error: 'errors.validation' })
  .transform(Number);
const idField = z.union([z.number().int().min(1).max(9_999_999), idText], { error: 'errors.validation' });

/** The seeds' giveaway status. */
export const GiveawayStatus = { CLAIMABLE: 1, NEXT_ROUND: 2, GUEST: 3, ALL_CLAIMED: 4 } as const;

export const giveawayBasicQuery = z.object({ id: idText.optional() });

export const giveawayPresentView = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /** When the caller can no longer claim it (for `all` and guests: the round's end). */
  expireAt: z.string(),
  registrationDays: z.number().int(),
  validHours: z.number().int(),
  /** When the caller may first claim it (account age); the round's start for `all`. */
  availableAt: z.string(),
  auto: z.boolean(),
  claimed: z.boolean(),
});
export type GiveawayPresentView = z.infer<typeof giveawayPresentView>;

export const giveawayBasicData = z.object({
  /** The round shown (null: no round is running). */
  id: z.number().int().nullable(),
  name: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** Claimable by the caller now (a guest: at sign-up). */
  presents: z.array(giveawayPresentView),
  /** Not yet for the caller: the account is too young for them so far. */
  others: z.array(giveawayPresentView),
  all: z.array(giveawayPresentView),
  /** The member's account; null for a guest. */
  profile: z.object({ createDate: z.string() }).nullable(),
});
export type GiveawayBasicData = z.infer<typeof giveawayBasicData>;

export const giveawayClaimView = z.object({
  id: z.string(),
  roundId: z.number().int(),
  presentId: z.number().int(),
  amount: z.number().int(),
  auto: z.boolean(),
  /** Held when the amount needs a second staff member (rewards' four-eyes threshold). */
  status: z.enum(['paid', 'held']),
  createdAt: z.string(),
});
export type GiveawayClaimView = z.infer<typeof giveawayClaimView>;

export const giveawayGiftsBody = z.object({ id: idField, mobile: mobileField() });
export const giveawayGiftsData = z.object({ claim: giveawayClaimView });

/** Sign-up's own fields (password rules, OTP code, 18+ box) plus the present to claim. */
export const giveawayRegisterBody = regBody.extend({ id: idField });
/**
 * The account is made even when the claim then fails (the budget ran out meanwhile, a restriction):
 * `claim` is null and `claimError` the localised reason, so the new member is signed in and told.
 */
export const giveawayRegisterData = loginDataSchema.extend({
  claim: giveawayClaimView.nullable(),
  claimError: z.string().nullable(),
});

export const giveawayAutoGiftsQuery = z.object({});
export const giveawayAutoGiftsData = z.object({ list: z.array(giveawayClaimView) });
export type GiveawayRegisterData = z.infer<typeof giveawayRegisterData>;
