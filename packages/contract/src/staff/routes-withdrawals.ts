/** Staff routes of the withdrawal review queue (work queues → withdrawal review). */
import { staffRoute } from './route-def.js';
import * as w from './schemas-withdrawals.js';

export const withdrawalRoutes = {
  withdrawalQueue: staffRoute({
    method: 'GET',
    path: '/staff-api/withdrawals/queue',
    access: 'withdrawals.review',
    input: w.withdrawalQueueQuery,
    output: w.withdrawalQueueOutput,
    summary: 'Withdrawals held for review, oldest first, filtered by operator, provider, amount and age.',
  }),
  withdrawalDetail: staffRoute({
    method: 'GET',
    path: '/staff-api/withdrawals/detail',
    access: 'withdrawals.review',
    input: w.withdrawalDetailInput,
    output: w.withdrawalDetailOutput,
    summary: "One withdrawal with the player's recent payments, play and open appeals.",
  }),
  approveWithdrawal: staffRoute({
    method: 'POST',
    path: '/staff-api/withdrawals/approve',
    access: 'withdrawals.approve',
    input: w.withdrawalApproveInput,
    output: w.withdrawalDecisionSchema,
    summary: 'Release a held withdrawal to the provider; above the four-eyes threshold, request a second approval.',
  }),
  rejectWithdrawal: staffRoute({
    method: 'POST',
    path: '/staff-api/withdrawals/reject',
    access: 'withdrawals.approve',
    input: w.withdrawalRejectInput,
    output: w.withdrawalDecisionSchema,
    summary: 'Refuse a held withdrawal with a reason shown to the player; the amount is refunded.',
  }),
  bulkApproveWithdrawals: staffRoute({
    method: 'POST',
    path: '/staff-api/withdrawals/bulk-approve',
    access: 'withdrawals.approve',
    input: w.withdrawalBulkApproveInput,
    output: w.withdrawalBulkOutput,
    summary: 'Approve several held withdrawals; those above the four-eyes threshold become requests.',
  }),
} as const;
