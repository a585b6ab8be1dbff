/**
 * The member's live connection, loaded after the first login (not needed by visitors). Pushes of
 * balances and VIP state refresh the member's queries instead of being copied into a store.
 */
import { BALANCE_OBJECTS } from '@nyota/contract/im/account';
import { ImObject } from '@nyota/contract/realtime';
import { queryClient } from '../api/query-client';
import { loadMessages } from '../i18n/i18n';
import { deviceId } from '../lib/device-id';
import { realtime } from '../realtime/realtime';
import { handleDepositPush } from './deposit-notices';
import { handleKickOut } from './kick-out';
import { endSession } from './session';
import { ME_KEY } from './member-queries';
import { MESSAGE_COUNT_KEY, MESSAGES_KEY } from './member-keys';
import { storedInvite } from './referral';
import { handleWithdrawPush } from './withdraw-notices';
import { isLoggedIn } from './session-store';

// Refetched rather than patched from the pushed balance: two pushes can arrive out of commit order.
// A burst of pushes (a round's win, a bonus's progress, several games at once) becomes one refetch.
const REFRESH_COALESCE_MS = 400;
let refreshDue: ReturnType<typeof setTimeout> | undefined;
function refreshMember(): void {
  if (refreshDue !== undefined) return;
  refreshDue = setTimeout(() => {
    refreshDue = undefined;
    void queryClient.invalidateQueries({ queryKey: ME_KEY });
  }, REFRESH_COALESCE_MS);
}
for (const object of BALANCE_OBJECTS) realtime.subscribe(object, refreshMember);
realtime.subscribe(ImObject.Deposit, handleDepositPush);
// A voucher granted, used or expired: the coupon and Bonus Center lists reload (features/vouchers/api.ts keys).
realtime.subscribe(ImObject.VoucherAccount, () => void queryClient.invalidateQueries({ queryKey: ['vouchers'] }));
// A promotion started: the promotion pages and the home strip reload.
realtime.subscribe(ImObject.Promotion, () => void queryClient.invalidateQueries({ queryKey: ['promotions'] }));
// A staff step on an appeal: its timeline and the records showing its state reload (all under ME_KEY).
realtime.subscribe(ImObject.Appeal, refreshMember);
// A held withdrawal refused by staff: the toast says so with the reason.
realtime.subscribe(ImObject.Withdraw, handleWithdrawPush);
// A new message: the badge takes the pushed count at once, and an open inbox reloads its list.
realtime.subscribe(ImObject.Notification, (m) => {
  queryClient.setQueryData(MESSAGE_COUNT_KEY, { total: m.data.unread });
  void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'feed'] });
});
// The VIP level rose: memberInfo and the VIP queries (under ME_KEY) reload, the levels' benefits
// too, and the level-up pop-up opens (features/vip/LevelUpNotice.tsx, in the club's one chunk,
// VipPage.tsx) unless the server says this member may see no engagement pop-up (`notice`,
// docs/product-rules/vip.md). That chunk is imported here directly, not through the vip feature's index: naming
// the index here would list it in the first screen's preloads (the budget has no byte to spare).
realtime.subscribe(ImObject.VIP, (m) => {
  refreshMember();
  void queryClient.invalidateQueries({ queryKey: ['vip-levels'] });
  if (!m.data.notice) return;
  void Promise.all([import('../../features/vip/VipPage'), loadMessages()]).then(([notice]) =>
    notice.showLevelUp(m.data, queryClient),
  );
});
realtime.onKickOut(handleKickOut);
// Logged out in another tab, or the token was revoked: this tab's session is over too.
realtime.onSessionEnded(endSession);

export function startLive(): void {
  // The session may have ended while this module was downloading.
  if (!isLoggedIn()) return;
  // No token: the browser sends the HttpOnly session cookie with the upgrade. The contract's
  // memberInfo has no uid, so the socket is identified by the device id.
  realtime.connect({ id: deviceId(), channel: storedInvite().channel || 'web' });
}

export function stopLive(): void {
  realtime.disconnect();
}
