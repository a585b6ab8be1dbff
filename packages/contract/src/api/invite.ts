/**
 * Invitations and cash giving (docs/product-rules/invites.md), with the fields the seeds name: the
 * cash-giving activity (id, status -1/1, startTime, endTime, taskTargetAmount), its task (state as
 * a millisecond countdown, status 0 none / 1 active / 2 finished, validProcesses, targetAmount,
 * currentAmount, id), an invitee process (id, inviteeAvatar, inviteeMobile masked) and what opening
 * one gives (increaseAmount, state). Amounts are minor units of cash.
 */
import { z } from 'zod';
import { invitePaths as paths } from './paths-invite.js';
import { route } from './route-def.js';

const idText = (max: number) =>
  z
    .string({ error: 'errors.validation' })
    .regex(/^[0-9]{1,15}$/, { error: 'errors.validation' })
    .refine((v) => Number(v) <= max, { error: 'errors.validation' });
const actId = z.union([z.number().int().min(1).max(1_000).transform(String), idText(1_000)], { error: 'errors.validation' });
const rowId = z.union([z.number().int().min(1).transform(String), idText(Number.MAX_SAFE_INTEGER)], {
  error: 'errors.validation',
});
const pageNumber = (max: number) =>
  z.union([z.number().int().min(0).max(max), idText(max).transform(Number)], { error: 'errors.validation' });

export const inviteActivityQuery = z.object({ id: actId });
export const inviteActivityData = z.object({
  id: z.number().int(),
  /** -1 none (off, outside its window), 1 active. */
  status: z.union([z.literal(-1), z.literal(1)]),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  taskTargetAmount: z.number().int(),
  /** The published formula: the packet a task starts with and what the 1st, 2nd... valid invitee adds. */
  startAmount: z.number().int(),
  increments: z.array(z.number().int()),
  /** Valid invitees a new task needs, shown up front. */
  needed: z.number().int(),
  /** Hours a task stays open (the seeds' claim window: 48 in Kenya, 24 elsewhere). */
  claimHours: z.number().int(),
  /** The member's own code for the share link (`/:code/:channel`). */
  inviteCode: z.string(),
  /** What the inviter is paid per valid invitee, and what makes an invitee valid. */
  referralBonus: z.number().int(),
  referralEnabled: z.boolean(),
  minStake: z.number().int(),
  /** Hundredths: 200 = 2.0. */
  minMultiplier: z.number().int(),
});
export type InviteActivityData = z.infer<typeof inviteActivityData>;

export const inviteTaskQuery = z.object({ actId });
export const inviteTaskData = z.object({
  /** 0 when there is none. */
  id: z.number().int(),
  /** 0 none, 1 active, 2 finished (reached and paid). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Milliseconds left to reach the target (0 unless active). */
  state: z.number().int(),
  validProcesses: z.number().int(),
  targetAmount: z.number().int(),
  currentAmount: z.number().int(),
  /** The task's own table (frozen when it started) and how many more valid invitees reach the target. */
  increments: z.array(z.number().int()),
  needed: z.number().int(),
  /** Valid invitees not opened yet: the invite wheel's spins. */
  spins: z.number().int(),
});
export type InviteTaskData = z.infer<typeof inviteTaskData>;

/** 0 waiting (signed up, not valid yet), 1 valid (can be opened), 2 opened, -1 not counted. */
export const INVITE_PROCESS_STATUSES = [-1, 0, 1, 2] as const;
const processStatus = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]);
const processStatusFilter = z.union([
  processStatus,
  z.enum(['-1', '0', '1', '2'], { error: 'errors.validation' }).transform((v) => Number(v)),
]);

export const inviteProcessesQuery = z.object({
  taskId: rowId,
  status: processStatusFilter.optional(),
  page: pageNumber(10_000).optional().default(0),
  size: pageNumber(50)
    .refine((n) => n >= 1, { error: 'errors.validation' })
    .optional()
    .default(10),
});
export const inviteProcessView = z.object({
  id: z.number().int(),
  /** An avatar key (the web app draws it), from the invitee's id. */
  inviteeAvatar: z.string(),
  /** The invitee's mobile with its middle hidden. */
  inviteeMobile: z.string(),
  status: processStatus,
  /** What opening it added (null until opened). */
  increaseAmount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type InviteProcessView = z.infer<typeof inviteProcessView>;
export const inviteProcessesData = z.object({ count: z.number().int(), list: z.array(inviteProcessView) });
export type InviteProcessesData = z.infer<typeof inviteProcessesData>;

export const inviteProcessOpenBody = z.object({ processId: rowId });
export const inviteProcessOpenData = z.object({
  increaseAmount: z.number().int(),
  /** The task's status after the opening: 2 when it reached the target (and was paid). */
  state: z.union([z.literal(1), z.literal(2)]),
  task: inviteTaskData,
});
export type InviteProcessOpenData = z.infer<typeof inviteProcessOpenData>;

export const inviteNoticesQuery = z.object({ actId });
export const inviteNoticesData = z.object({
  list: z.array(z.object({ mobile: z.string(), amount: z.number().int(), at: z.string() })),
});
export type InviteNoticesData = z.infer<typeof inviteNoticesData>;

export const inviteRoutes = {
  inviteActivity: route({
    ...paths.inviteActivity,
    auth: 'member',
    input: inviteActivityQuery,
    output: inviteActivityData,
    summary: 'The cash-giving activity (id 1): window, target, the published table, the referral rules and the caller’s code',
  }),
  inviteTask: route({
    ...paths.inviteTask,
    auth: 'member',
    input: inviteTaskQuery,
    output: inviteTaskData,
    summary: "The member's cash-giving task: status, countdown, progress and valid invitees",
  }),
  inviteTaskStart: route({
    ...paths.inviteTaskStart,
    auth: 'member',
    input: inviteTaskQuery,
    output: inviteTaskData,
    summary: 'Start a cash-giving task (one open at a time): the task packet starts its progress',
  }),
  inviteProcesses: route({
    ...paths.inviteProcesses,
    auth: 'member',
    input: inviteProcessesQuery,
    output: inviteProcessesData,
    summary: "A task's invitee processes, newest first, a page at a time (page from 0)",
  }),
  inviteProcessOpen: route({
    ...paths.inviteProcessOpen,
    auth: 'member',
    input: inviteProcessOpenBody,
    output: inviteProcessOpenData,
    summary: 'Open a valid invitee process: adds its amount from the published table; reaching the target pays',
  }),
  inviteNotices: route({
    ...paths.inviteNotices,
    auth: 'member',
    input: inviteNoticesQuery,
    output: inviteNoticesData,
    summary: 'Recent cash-giving completions, mobiles masked',
  }),
};
