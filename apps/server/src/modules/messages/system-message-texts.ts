/**
 * The system message a money or bonus fact becomes, in the member's language: the payments' own wording
 * for failure reasons, amounts as the server writes them in sentences ("K100.00").
 */
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { translate } from '../../platform/http/i18n.js';
import type { ActivityEvent } from '../activity/index.js';
import { failureText } from '../payments/index.js';

/** The facts that write a message; the rest of the stream is not the inbox's business. */
export const MESSAGE_FACTS = [
  'deposit.succeeded',
  'deposit.failed',
  'withdrawal.paid',
  'withdrawal.cancelled',
  'bonus.granted',
  'bonus.expiring',
  'bonus.ended',
  'vip.level_changed',
] as const;
type MessageFact = (typeof MESSAGE_FACTS)[number];
/** One text per fact, and per outcome for an ended bonus. */
type MessageVariant = Exclude<MessageFact, 'bonus.ended'> | 'bonus.completed' | 'bonus.expired' | 'bonus.forfeited';
export type MessageEvent = Extract<ActivityEvent, { kind: MessageFact }>;

export function isMessageFact(e: ActivityEvent): e is MessageEvent {
  return (MESSAGE_FACTS as readonly string[]).includes(e.kind);
}

export interface MessageText {
  title: string;
  content: string;
  url: string;
}

const BONUS_CENTER = '/bonusCenter';

const KEYS: Record<MessageVariant, { title: ServerMessageKey; content: ServerMessageKey; url: string }> = {
  'deposit.succeeded': {
    title: 'messages.deposit_succeeded.title',
    content: 'messages.deposit_succeeded.content',
    url: '/records/deposit',
  },
  'deposit.failed': {
    title: 'messages.deposit_failed.title',
    content: 'messages.deposit_failed.content',
    url: '/records/deposit',
  },
  'withdrawal.paid': {
    title: 'messages.withdrawal_paid.title',
    content: 'messages.withdrawal_paid.content',
    url: '/records/withdraw',
  },
  'withdrawal.cancelled': {
    title: 'messages.withdrawal_cancelled.title',
    content: 'messages.withdrawal_cancelled.content',
    url: '/records/withdraw',
  },
  'bonus.granted': { title: 'messages.bonus_granted.title', content: 'messages.bonus_granted.content', url: BONUS_CENTER },
  'bonus.expiring': { title: 'messages.bonus_expiring.title', content: 'messages.bonus_expiring.content', url: BONUS_CENTER },
  'bonus.completed': { title: 'messages.bonus_completed.title', content: 'messages.bonus_completed.content', url: BONUS_CENTER },
  'bonus.expired': { title: 'messages.bonus_expired.title', content: 'messages.bonus_expired.content', url: BONUS_CENTER },
  'bonus.forfeited': { title: 'messages.bonus_forfeited.title', content: 'messages.bonus_forfeited.content', url: BONUS_CENTER },
  'vip.level_changed': { title: 'messages.vip_level_changed.title', content: 'messages.vip_level_changed.content', url: '/vip' },
};

function variantOf(e: MessageEvent): MessageVariant {
  return e.kind === 'bonus.ended' ? `bonus.${e.payload.outcome}` : e.kind;
}

function paramsOf(e: MessageEvent, currencySymbol: string): Record<string, string> {
  if (e.kind === 'vip.level_changed') return { level: `V${e.payload.to}` };
  const amount = e.kind === 'bonus.ended' ? e.payload.converted : e.payload.amount;
  return { amount: formatMoneyInText(amount, currencySymbol) };
}

export function systemMessageText(e: MessageEvent, lang: string, currencySymbol: string): MessageText {
  const keys = KEYS[variantOf(e)];
  const params = paramsOf(e, currencySymbol);
  if (e.kind === 'deposit.failed' || e.kind === 'withdrawal.cancelled')
    params['reason'] = failureText(lang, e.payload.failureCode);
  return { title: translate(lang, keys.title, params), content: translate(lang, keys.content, params), url: keys.url };
}
