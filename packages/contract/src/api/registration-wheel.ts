/**
 * The registration wheel (docs/product-rules/registration-wheel.md), the seeds' `GET and POST
 * /baseTask/registerSpin`: a guest's device gets one free spin, drawn provably fair (the server
 * seed's hash is shown before the spin, the seed itself with the result); the prize is paid once,
 * to the account that device signs up next. Composed into `routes` (routes.ts).
 */
import { z } from 'zod';
import { CLIENT_SEED_PATTERN } from './per-bet-games.js';
import { registrationWheelPaths } from './registration-wheel-paths.js';
import { route } from './route-def.js';

/** The seeds' prize: bonusType (1 cash, 2 bonus money, 3 coins, 4 diamonds), bonusAmount (minor units), txt. */
export const regWheelPrize = z.object({
  bonusType: z.number().int(),
  bonusAmount: z.number().int(),
  txt: z.string(),
});
export type RegWheelPrize = z.infer<typeof regWheelPrize>;

const regWheelSegment = regWheelPrize.extend({ weight: z.number().int() });

/** The exact table that decided a spin, as packages/fairness's `spinWheel` takes it. */
export const regWheelTable = z.object({
  game: z.string(),
  version: z.number().int(),
  cost: z.object({ kind: z.enum(['cash', 'coin', 'diamond']), amount: z.number().int() }),
  segments: z.array(
    z.object({
      label: z.string(),
      prize: z.object({ kind: z.enum(['none', 'cash', 'trial', 'coin', 'diamond']), amount: z.number().int() }),
      weight: z.number().int(),
    }),
  ),
});
export type RegWheelTable = z.infer<typeof regWheelTable>;

export const REG_SPIN_STATUSES = ['waiting', 'granted', 'expired'] as const;

/** A device's spin: its prize, whether it is still waiting for a sign-up, and everything to verify it. */
export const regSpinView = regWheelPrize.extend({
  segmentIndex: z.number().int(),
  status: z.enum(REG_SPIN_STATUSES),
  /** Until when a sign-up on this device receives the prize. */
  expiresAt: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  tableHash: z.string(),
  table: regWheelTable,
});
export type RegSpinView = z.infer<typeof regSpinView>;

export const registerSpinQuery = z.object({});

export const registerSpinData = z.object({
  /** The wheel runs now (switched on, inside its window, budget left is checked at the grant). */
  enable: z.boolean(),
  /** The segments clockwise from the pointer. */
  prizes: z.array(regWheelSegment),
  /** This device's commitment before it spins (null once spun, for a member, or with no device id). */
  serverSeedHash: z.string().nullable(),
  /** This device's spin, if it spun. */
  spin: regSpinView.nullable(),
  /** For a member: the wheel prize credited to this account at sign-up, if any. */
  granted: regWheelPrize.nullable(),
});
export type RegisterSpinData = z.infer<typeof registerSpinData>;

export const registerSpinBody = z.object({
  /** The guest's own seed; the app makes a random one. Omitted: the server makes one. */
  clientSeed: z
    .string({ error: 'errors.invalid_client_seed' })
    .regex(CLIENT_SEED_PATTERN, { error: 'errors.invalid_client_seed' })
    .optional(),
});

export const registrationWheelRoutes = {
  registerSpin: route({
    ...registrationWheelPaths.registerSpin,
    auth: 'optional',
    input: registerSpinQuery,
    output: registerSpinData,
    summary: "The registration wheel: its prizes, this device's commitment or spin, and a member's credited prize",
    personal: true,
  }),
  registerSpinPlay: route({
    ...registrationWheelPaths.registerSpinPlay,
    auth: 'optional',
    input: registerSpinBody,
    output: regSpinView,
    summary: "A guest device's one spin: the prize, paid to the account this device signs up next (guests only)",
  }),
};
