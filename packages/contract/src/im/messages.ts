/**
 * Every message the server sends on /im, member sockets and watch sockets alike: one zod union,
 * keyed first on `object`, then (for objects with several events) on `event`. Both keys are
 * looked up in a map, so decoding a message costs one small object check whatever the union's size.
 *
 * The server sends only values of these types (typed send functions, no run-time check on the
 * hot crash feed; tests parse what it sends). The web app decodes every incoming message with
 * `imServerMessage` and ignores what does not parse.
 *
 * Adding a message (the engagement ones to come: Promotion, VIP, TaskCenter; TrialAccount/Progress
 * is in trial-account.ts): write its schema in a file of this folder named for its feature (one object per
 * feature, a `z.discriminatedUnion('event', [...])` when it has several events), add it to
 * `memberPushes` below when it is pushed to a member (else to the union directly), add its kind
 * to IM_SERVER_KINDS (the compiler asks for it), and a sample to messages.test.ts.
 */
import * as z from 'zod/mini';
import {
  depositEventCredited,
  depositStatusChange,
  sessionKickOut,
  singleEventBalanceChanges,
  trialBalanceChange,
} from './account.js';
import { appealStatusChange } from './appeal.js';
import { notificationNew } from './notification.js';
import { promotionNew } from './promotion.js';
import { crashMemberMessages, crashMessage, type CrashBroadcastMessage } from './crash.js';
import { systemMessage, type SystemMessage } from './system.js';
import { trialAccountProgress } from './trial-account.js';
import { taskCenterChange } from './task-center.js';
import { vipChange } from './vip.js';
import { withdrawRejected } from './withdraw.js';

/** TrialAccount has two events: the balance change and a grant's progress. */
const trialAccount = z.discriminatedUnion('event', [trialBalanceChange, trialAccountProgress]);

/** What is pushed to a member over the bus (pushToMember), to every socket they hold. */
const memberPushes = [
  z.discriminatedUnion('event', [...crashMemberMessages]),
  depositStatusChange,
  depositEventCredited,
  appealStatusChange,
  withdrawRejected,
  notificationNew,
  promotionNew,
  ...singleEventBalanceChanges,
  trialAccount,
  vipChange,
  taskCenterChange,
] as const;

export const imMemberPush = z.discriminatedUnion('object', [...memberPushes]);
export type ImMemberPush = z.infer<typeof imMemberPush>;

/** Everything the server sends on /im. */
export const imServerMessage = z.discriminatedUnion('object', [
  crashMessage,
  systemMessage,
  sessionKickOut,
  depositStatusChange,
  depositEventCredited,
  appealStatusChange,
  withdrawRejected,
  notificationNew,
  promotionNew,
  ...singleEventBalanceChanges,
  trialAccount,
  vipChange,
  taskCenterChange,
]);
export type ImServerMessage = z.infer<typeof imServerMessage>;

/** What a watch socket (`/im?watch=crash`) carries. */
export type ImWatchMessage = CrashBroadcastMessage | SystemMessage;
/** What a member socket carries: the pushes, the kick-out and the connection's own messages. */
export type ImMemberMessage = ImMemberPush | z.infer<typeof sessionKickOut> | SystemMessage;

export type ImObjectName = ImServerMessage['object'];
/** The messages of one object, e.g. ImMessageOf<'Crash'>. */
export type ImMessageOf<O extends ImObjectName> = Extract<ImServerMessage, { object: O }>;

type KindOf<M> = M extends { object: infer O extends string; event: infer E extends string } ? `${O}/${E}` : never;
/** `object/event` of each message, e.g. 'Crash/tick', 'CashAccount/Change'. */
export type ImServerKind = KindOf<ImServerMessage>;

/** Every message kind and the socket it travels on; the compiler keeps it complete. */
export const IM_SERVER_KINDS: Readonly<Record<ImServerKind, 'watch' | 'member' | 'both'>> = {
  'System/Hello': 'both',
  'System/Pong': 'both',
  'Crash/starting': 'watch',
  'Crash/started': 'watch',
  'Crash/tick': 'watch',
  'Crash/bets': 'watch',
  'Crash/crashed': 'watch',
  'Crash/queuedBetPlaced': 'member',
  'Crash/queuedBetRefused': 'member',
  'Crash/cashedOut': 'member',
  'Session/KickOut': 'member',
  'Deposit/StatusChange': 'member',
  'DepositEvent/Credited': 'member',
  'Appeal/StatusChange': 'member',
  'Withdraw/Rejected': 'member',
  'Notification/New': 'member',
  'Promotion/New': 'member',
  'CashAccount/Change': 'member',
  'TrialAccount/Change': 'member',
  'TrialAccount/Progress': 'member',
  'CoinAccount/Change': 'member',
  'DiamondAccount/Change': 'member',
  'VoucherAccount/Change': 'member',
  'VIP/Change': 'member',
  'TaskCenter/Change': 'member',
};
