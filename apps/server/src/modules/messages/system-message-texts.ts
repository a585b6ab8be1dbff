/**
 * The system message a money fact becomes, in the member's language: the payments' own wording
 * for failure reasons, amounts as the server writes them in sentences ("K100.00").
 */
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { translate } from '../../platform/http/i18n.js';
import type { ActivityEvent } from '../activity/index.js';
import { failureText } from '../payments/index.js';

/** The facts that write a message; the rest of the stream is not the inbox's business. */
export const MESSAGE_FACTS = ['deposit.succeeded', 'deposit.failed', 'withdrawal.paid', 'withdrawal.cancelled'] as const;
type MessageFact = (typeof MESSAGE_FACTS)[number];
type MessageEvent = Extract<ActivityEvent, { kind: MessageFact }>;

export function isMessageFact(e: ActivityEvent): e is MessageEvent {
  return (MESSAGE_FACTS as readonly string[]).includes(e.kind);
}

export interface MessageText {
  title: string;
  content: string;
  url: string;
}

const KEYS: Record<MessageFact, { title: ServerMessageKey; content: ServerMessageKey; url: string }> = {
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
};

export function systemMessageText(e: MessageEvent, lang: string, currencySymbol: string): MessageText {
  const keys = KEYS[e.kind];
  const params: Record<string, string> = { amount: formatMoneyInText(e.payload.amount, currencySymbol) };
  if (e.kind === 'deposit.failed' || e.kind === 'withdrawal.cancelled')
    params['reason'] = failureText(lang, e.payload.failureCode);
  return { title: translate(lang, keys.title), content: translate(lang, keys.content, params), url: keys.url };
}
