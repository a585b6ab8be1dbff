/** The API's money routes: balance, pay items and channels, deposits, withdrawals, records and appeals. Composed into `routes` (routes.ts). */
import { z } from 'zod';
import * as member from './member.js';
import * as wallet from './wallet.js';
import * as payments from './payments.js';
import * as records from './records.js';
import * as appeals from './appeals.js';
import { apiPaths } from './paths.js';
import { route } from './route-def.js';

/** The image upload, served at two paths (apiPaths.uploadImage and memberUploadImage): one definition. */
const uploadImage = {
  auth: 'member',
  // multipart/form-data with one part named `file` (png or jpeg); the server reads it itself.
  input: z.object({}),
  output: appeals.uploadImageData,
  summary: 'Upload an appeal screenshot (png or jpeg, checked by its bytes); returns its generated name',
} as const;

export const moneyRoutes = {
  memberBalance: route({
    ...apiPaths.memberBalance,
    auth: 'member',
    input: member.emptyBody,
    output: wallet.memberBalanceData,
    summary: "The logged-in member's balances (cash in minor units)",
  }),
  payItems: route({
    ...apiPaths.payItems,
    auth: 'none',
    input: member.emptyBody,
    output: payments.payItemsData,
    summary: 'Quick deposit amounts (pay items)',
  }),
  depositChannels: route({
    ...apiPaths.depositChannels,
    auth: 'optional',
    input: member.emptyBody,
    output: payments.depositChannelsData,
    summary: "The market's mobile-money operators for deposits; the registered number's operator is selected",
  }),
  depositInit: route({
    ...apiPaths.depositInit,
    auth: 'member',
    input: payments.depositInitBody,
    output: payments.depositInitData,
    summary: "Start a deposit: a payment prompt goes to the player's registered number",
  }),
  depositTax: route({
    ...apiPaths.depositTax,
    auth: 'optional',
    input: payments.depositTaxBody,
    output: payments.depositTaxData,
    summary: 'Tax and subsidy for a deposit amount (config type 6000)',
  }),
  depositResult: route({
    ...apiPaths.depositResult,
    auth: 'member',
    input: payments.depositResultQuery,
    output: payments.depositResultData,
    summary: 'Result of a deposit: 1 pending, 3 success, 4 failure',
  }),
  withdrawChannels: route({
    ...apiPaths.withdrawChannels,
    auth: 'optional',
    input: member.emptyBody,
    output: payments.withdrawChannelsData,
    summary: 'Mobile-money operators for withdrawals with their fees',
  }),
  withdrawMemberTax: route({
    ...apiPaths.withdrawMemberTax,
    auth: 'member',
    input: payments.memberTaxQuery,
    output: payments.memberTaxData,
    summary: 'Withholding tax, fee and net amount of a withdrawal',
  }),
  withdrawLastSuccessful: route({
    ...apiPaths.withdrawLastSuccessful,
    auth: 'member',
    input: payments.lastSuccessfulQuery,
    output: payments.lastSuccessfulData,
    summary: 'The last successful withdrawal on a channel',
  }),
  withdrawInit: route({
    ...apiPaths.withdrawInit,
    auth: 'member',
    input: payments.withdrawInitBody,
    output: payments.withdrawInitData,
    summary: 'Withdraw to the registered number (reserved at once; large amounts wait for review)',
  }),
  depositRecords: route({
    ...apiPaths.depositRecords,
    auth: 'member',
    input: records.recordsQuery,
    output: records.depositRecordsData,
    summary: "The caller's deposits in one month, newest first, paged by startId",
  }),
  withdrawRecords: route({
    ...apiPaths.withdrawRecords,
    auth: 'member',
    input: records.recordsQuery,
    output: records.withdrawRecordsData,
    summary: "The caller's withdrawals in one month, newest first, paged by startId",
  }),
  depositRecord: route({
    ...apiPaths.depositRecord,
    auth: 'member',
    input: records.recordQuery,
    output: records.depositRecordSchema,
    summary: "One of the caller's deposits by id; any other id (unknown, another member's) is not found (404)",
  }),
  withdrawRecord: route({
    ...apiPaths.withdrawRecord,
    auth: 'member',
    input: records.recordQuery,
    output: records.withdrawRecordRowSchema,
    summary: "One of the caller's withdrawals by id; any other id (unknown, another member's) is not found (404)",
  }),
  uploadImage: route({ ...apiPaths.uploadImage, ...uploadImage }),
  memberUploadImage: route({ ...apiPaths.memberUploadImage, ...uploadImage }),
  appealDeposit: route({
    ...apiPaths.appealDeposit,
    auth: 'member',
    input: appeals.depositAppealBody,
    output: appeals.appealSubmitData,
    summary: 'Appeal a deposit that did not arrive (or appeal again after a rejection)',
  }),
  appealWithdraw: route({
    ...apiPaths.appealWithdraw,
    auth: 'member',
    input: appeals.withdrawAppealBody,
    output: appeals.appealSubmitData,
    summary: 'Appeal a withdrawal that is still waiting',
  }),
  appealWork: route({
    ...apiPaths.appealWork,
    auth: 'member',
    input: appeals.appealWorkQuery,
    output: appeals.appealWorkData,
    summary: "The caller's appeals, newest first, or the one with id",
  }),
  appealLogs: route({
    ...apiPaths.appealLogs,
    auth: 'member',
    input: appeals.appealLogsQuery,
    output: appeals.appealLogsData,
    summary: "An appeal's timeline, oldest first",
  }),
} as const;
