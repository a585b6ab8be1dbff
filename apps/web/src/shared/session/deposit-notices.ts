/**
 * Deposit status pushes outside the deposit screens (docs/product-rules/shell.md#deposit-notices): a finished
 * deposit shows the 8-second notice, 'Deposit successful' with the amount added or 'Deposit failed'
 * with the reason, unless the player is looking at the deposit form or its result (the deposit and
 * waiting routes, or the desktop wallet dialog), which report it themselves.
 */
import { DepositResult } from '@nyota/contract/payments-constants';
import type { DepositStatusChange } from '@nyota/contract/im/account';
import type { ImMessageOf } from '@nyota/contract/realtime';
import { loadMessages, translate, type MessageKey } from '../i18n/i18n';
import { useDialogStore } from '../lib/dialogs';
import { notify } from '../ui/feedback/feedback-store';

/** The Deposit/StatusChange push's data, decoded by the contract's union. */
export type DepositChange = DepositStatusChange;

/** The deposit routes, and the desktop wallet dialog on any route. */
export function onDepositScreen(pathname: string, openDialog: string | null): boolean {
  const first = pathname.split('/').find(Boolean)?.toLowerCase();
  return first === 'deposit' || first === 'waiting' || openDialog === 'wallet';
}

export interface DepositNotice {
  title: MessageKey;
  /** The server's text: the amount added, or why it failed. */
  desc: string;
}

/** Which notice a change deserves: none while pending or while the deposit screens are showing. */
export function depositNotice(change: DepositChange, onScreen: boolean): DepositNotice | null {
  if (onScreen) return null;
  if (change.status === DepositResult.SUCCESS) return { title: 'wallet.notice_success', desc: change.desc };
  if (change.status === DepositResult.FAILURE) return { title: 'wallet.notice_failed', desc: change.desc };
  return null;
}

/**
 * The server's text repeats the title ("Deposit successful: K100.00 added"); under that title the
 * notice shows only the rest ("K100.00 added"). A text in another language is shown whole.
 */
export function noticeBody(title: string, desc: string): string {
  const text = desc.trim();
  const prefix = `${title.trim().toLowerCase()}:`;
  if (!text.toLowerCase().startsWith(prefix)) return text;
  const rest = text.slice(prefix.length).trim();
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : text;
}

export function handleDepositPush(message: ImMessageOf<'Deposit'>): void {
  const change = message.data;
  const notice = depositNotice(change, onDepositScreen(location.pathname, useDialogStore.getState().name));
  if (!notice) return;
  void loadMessages()
    .catch(() => undefined)
    .then(() => {
      const title = translate(notice.title);
      notify({ title, body: noticeBody(title, notice.desc) || undefined });
    });
}
