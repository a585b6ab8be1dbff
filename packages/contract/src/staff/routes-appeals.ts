/** Staff routes of the appeal work queue (docs/staff-console.md#appeals); spread into staffRoutes. */
import { z } from 'zod';
import { staffRoute } from './route-def.js';
import * as s from './schemas-appeals.js';

export const appealStaffRoutes = {
  listAppeals: staffRoute({
    method: 'GET',
    path: '/staff-api/appeals',
    access: 'appeals.handle',
    input: s.appealQueueInput,
    output: s.appealQueueOutput,
    summary: 'Appeals oldest first, by status, step, claim and age.',
  }),
  getAppeal: staffRoute({
    method: 'GET',
    path: '/staff-api/appeals/detail',
    access: 'appeals.handle',
    input: s.appealIdInput,
    output: s.appealDetailSchema,
    summary: 'One appeal with its log, its payment record, its credit and the moves allowed now.',
  }),
  appealImage: staffRoute({
    method: 'GET',
    path: '/staff-api/appeals/image',
    access: 'appeals.handle',
    input: s.appealImageInput,
    // The image bytes (png or jpeg), not the envelope.
    output: z.unknown(),
    summary: "One of the appeal's receipt screenshots.",
  }),
  claimAppeal: staffRoute({
    method: 'POST',
    path: '/staff-api/appeals/claim',
    access: 'appeals.handle',
    input: s.appealIdInput,
    output: s.appealQueueItemSchema,
    summary: 'Take the appeal; refused while another agent holds it.',
  }),
  releaseAppeal: staffRoute({
    method: 'POST',
    path: '/staff-api/appeals/release',
    access: 'appeals.handle',
    input: s.appealIdInput,
    output: s.appealQueueItemSchema,
    summary: 'Give back an appeal you hold.',
  }),
  checkAppealReceipt: staffRoute({
    method: 'POST',
    path: '/staff-api/appeals/check-receipt',
    access: 'appeals.handle',
    input: s.appealReceiptCheckInput,
    output: s.appealReceiptCheckSchema,
    summary: "Compare the receipt number with the provider's record, optionally asking the provider again.",
  }),
  moveAppeal: staffRoute({
    method: 'POST',
    path: '/staff-api/appeals/move',
    access: 'appeals.handle',
    input: s.appealMoveInput,
    output: s.appealQueueItemSchema,
    summary: 'Take the appeal to its next log step (review, receipt wrong, operations, rejected, closed).',
  }),
  resolveAppeal: staffRoute({
    method: 'POST',
    path: '/staff-api/appeals/resolve',
    access: 'appeals.handle',
    input: s.appealResolveInput,
    output: s.appealQueueItemSchema,
    summary: 'Resolve in the player’s favour without money (paid elsewhere).',
  }),
  creditAppeal: staffRoute({
    method: 'POST',
    path: '/staff-api/appeals/credit',
    access: 'appeals.handle',
    input: s.appealCreditInput,
    output: s.appealCreditOutput,
    summary: 'Credit the player and resolve; above the threshold a four-eyes request instead.',
  }),
} as const;
