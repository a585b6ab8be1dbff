/**
 * The `mall` setting's draft as the form holds it (docs/staff-console.md#market-settings): read
 * leniently, so a half-typed value keeps the form on screen, and checked with the contract's own
 * schema so each problem is shown beside the field it names. The server checks it again on save.
 */
import { z } from 'zod';
import { mallSettingsSchema } from '@nyota/contract/staff/mall-settings-schemas';

const draftPrize = z.object({ bonusType: z.number(), amount: z.number() });
const draftItem = z.looseObject({
  id: z.number(),
  type: z.number(),
  paymentType: z.number(),
  name: z.object({ en: z.string(), sw: z.string() }),
  enabled: z.boolean(),
  price: z.number(),
  amount: z.number(),
  stock: z.number(),
  perDay: z.number(),
  perMember: z.number(),
  minLevel: z.number(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  terms: z.record(z.string(), z.unknown()).nullable(),
  voucher: z.object({ minAmount: z.number(), validDays: z.number() }).nullable(),
  raffle: z.object({ drawAt: z.string(), prizes: z.array(draftPrize) }).nullable(),
});
const draftRate = z.object({
  paymentType: z.number(),
  enabled: z.boolean(),
  rateBp: z.number(),
  min: z.number(),
  dailyLimit: z.number(),
});
export const draftMall = z.object({
  items: z.array(draftItem),
  exchange: z.object({ requiredLevel: z.number(), rates: z.array(draftRate) }),
});
export type MallDraft = z.infer<typeof draftMall>;
export type ItemDraft = z.infer<typeof draftItem>;
export type PrizeDraft = z.infer<typeof draftPrize>;
export type RateDraft = z.infer<typeof draftRate>;

/** What is wrong with a field, in words the console translates (the schema's own are English). */
export type Problem = { kind: 'tooSmall' | 'tooBig'; limit: string } | { kind: 'other'; limit: null };
/** Problems by field path (`items.0.price`). */
export type Problems = ReadonlyMap<string, Problem>;

function problemOf(issue: { code: string; minimum?: unknown; maximum?: unknown }): Problem {
  if (issue.code === 'too_small' && (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint'))
    return { kind: 'tooSmall', limit: String(issue.minimum) };
  if (issue.code === 'too_big' && (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint'))
    return { kind: 'tooBig', limit: String(issue.maximum) };
  return { kind: 'other', limit: null };
}

export function mallProblems(value: unknown): Problems {
  const issues = mallSettingsSchema.safeParse(value).error?.issues ?? [];
  const out = new Map<string, Problem>();
  for (const i of issues) {
    const path = i.path.map(String).join('.');
    if (!out.has(path)) out.set(path, problemOf(i));
  }
  return out;
}

/** A whole number typed in a field; null for anything else (the keystroke is ignored). */
export const whole = (s: string): number | null => {
  if (s.trim() === '') return 0;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
};

/** Bonus money's terms when an item becomes type 2 (the defaults' own). */
export const BLANK_TERMS = {
  wageringMultiple: 5,
  contributions: { default: 100, games: {} },
  maxStake: 5_000,
  maxConversion: 50_000,
  validDays: 7,
};

/** The sub-documents a type needs (terms, voucher, raffle), the others null. */
export function withType(item: ItemDraft, type: number): ItemDraft {
  return {
    ...item,
    type,
    amount: type === 6 ? 0 : item.amount,
    terms: type === 2 ? (item.terms ?? BLANK_TERMS) : null,
    voucher: type === 5 ? (item.voucher ?? { minAmount: 0, validDays: 14 }) : null,
    raffle:
      type === 6
        ? (item.raffle ?? {
            drawAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            prizes: [{ bonusType: 1, amount: 1_000 }],
          })
        : null,
  };
}

export function blankItem(items: readonly ItemDraft[]): ItemDraft {
  const id = Math.max(1000, ...items.map((i) => i.id)) + 1;
  return {
    id,
    type: 3,
    paymentType: 1,
    name: { en: `Item ${id}`, sw: `Bidhaa ${id}` },
    enabled: false,
    price: 10_000,
    amount: 1_000,
    stock: 100,
    perDay: 1,
    perMember: 10,
    minLevel: 0,
    startAt: null,
    endAt: null,
    terms: null,
    voucher: null,
    raffle: null,
  };
}
