/**
 * The VIP club's benefit claims (docs/product-rules/vip.md#benefits): the seeds' `/vip/benefits/...`
 * calls. A benefit of the member's held level is claimable per its rule: the level-up reward once per
 * level reached, the daily VIP reward once per market day (it refreshes at 00:00 market time).
 */
import { z } from 'zod';
import { VIP_MAX_LEVEL } from '../staff/vip-settings-schemas.js';
import { vipBenefitView } from './vip.js';

/** statu: 0 claimable now, 1 claimed (in this period), -1 not available (level, switch, type). */
export const BenefitStatu = { CLAIMABLE: 0, CLAIMED: 1, NOT_AVAILABLE: -1 } as const;

const benefitIdText = z
  .string({ error: 'errors.validation' })
  .regex(/^[1-9][0-9]{0,6}$/, { error: 'errors.validation' })
  .transform((v) => Number(v));

export const vipBenefitsMyQuery = z.object({
  /** The level whose benefits to show; the member's held level when absent. */
  levelId: z
    .string({ error: 'errors.validation' })
    .regex(/^[0-9]{1,2}$/, { error: 'errors.validation' })
    .transform((v) => Number(v))
    .refine((n) => n <= VIP_MAX_LEVEL, { error: 'errors.validation' })
    .optional(),
});
export const vipBenefitsMyData = z.array(vipBenefitView);

export const vipBenefitsStatusQuery = z.object({
  /** Comma-separated benefit ids, at most 50. */
  benefitsIds: z
    .string({ error: 'errors.validation' })
    .regex(/^[1-9][0-9]{0,6}(,[1-9][0-9]{0,6}){0,49}$/, { error: 'errors.validation' })
    .transform((v) => v.split(',').map((s) => Number(s))),
});
export const vipBenefitStatus = z.object({ id: z.number().int(), statu: z.number().int() });
export const vipBenefitsStatusData = z.array(vipBenefitStatus);

export const vipBenefitClaimBody = z.object({
  benefitsId: z.union([z.number().int().min(1).max(9_999_999), benefitIdText], { error: 'errors.validation' }),
});

/** One claim as the logs list it. */
export const vipBenefitLog = z.object({
  /** The claim's id; pass the last as maxId for the next page. */
  id: z.string(),
  benefitId: z.number().int(),
  type: z.number().int(),
  levelId: z.number().int(),
  /** `level-N` for a level-up reward, the market date for a daily reward. */
  period: z.string(),
  bonusType: z.number().int(),
  /** Minor units of the reward's unit. */
  amount: z.number().int(),
  /** paid, or held while a staff member decides a large grant. */
  status: z.enum(['paid', 'held']),
  createdAt: z.string(),
});
export type VipBenefitLog = z.infer<typeof vipBenefitLog>;

export const vipBenefitClaimData = z.object({
  benefit: vipBenefitView,
  claim: vipBenefitLog,
});
export type VipBenefitClaimData = z.infer<typeof vipBenefitClaimData>;

export const VIP_LOG_PAGE_MAX = 50;
export const VIP_LOG_PAGE_DEFAULT = 20;

export const vipBenefitLogsQuery = z.object({
  /** Only claims of this benefit type (1 level-up, 2 daily, 5 holiday gift); all when absent. */
  type: z
    .enum(['1', '2', '3', '4', '5', '6', '7'], { error: 'errors.validation' })
    .transform((v) => Number(v))
    .optional(),
  maxId: z
    .string({ error: 'errors.validation' })
    .regex(/^[1-9][0-9]{0,18}$/, { error: 'errors.validation' })
    .optional(),
  size: z
    .string({ error: 'errors.invalid_quantity' })
    .regex(/^[0-9]{1,2}$/, { error: 'errors.invalid_quantity' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1 && n <= VIP_LOG_PAGE_MAX, { error: 'errors.invalid_quantity' })
    .optional()
    .default(VIP_LOG_PAGE_DEFAULT),
});
export type VipBenefitLogsQuery = z.output<typeof vipBenefitLogsQuery>;

export const vipBenefitLogsData = z.object({
  list: z.array(vipBenefitLog),
  /** The maxId of the next page, or null when this was the last. */
  nextMaxId: z.string().nullable(),
});
export type VipBenefitLogsData = z.infer<typeof vipBenefitLogsData>;

export const vipBenefitSettingsQuery = z.object({ benefitId: benefitIdText });

export const vipBenefitSettingsData = z.object({
  id: z.number().int(),
  /** The level that gives it. */
  levelId: z.number().int(),
  type: z.number().int(),
  enable: z.union([z.literal(0), z.literal(1)]),
  bonusType: z.number().int(),
  /** Minor units of the reward's unit (0 for cashback and exchange). */
  amount: z.number().int(),
  /** Cashback rate in hundredths of a percent; 0 for other types. */
  cashbackRate: z.number().int(),
  /** When a claimed daily reward can be claimed again (next 00:00 market time); null for other types. */
  refreshAt: z.string().nullable(),
  /** The benefit's terms in the caller's language. */
  terms: z.string(),
});
export type VipBenefitSettingsData = z.infer<typeof vipBenefitSettingsData>;
