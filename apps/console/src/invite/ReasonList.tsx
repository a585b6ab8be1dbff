/** Why a referral pay-out was held, in the staff member's language. */
import { useT, type MessageKey } from '../i18n';

const reasonKey = (r: string): MessageKey => {
  const keys: Record<string, MessageKey> = {
    same_device: 'invites.reason.same_device',
    same_number: 'invites.reason.same_number',
    repeat_device: 'invites.reason.repeat_device',
    repeat_number: 'invites.reason.repeat_number',
    ip_burst: 'invites.reason.ip_burst',
    budget: 'invites.reason.budget',
  };
  return keys[r] ?? 'invites.reasons';
};

export function ReasonList({ reasons }: { reasons: readonly string[] }) {
  const t = useT();
  return <>{reasons.length === 0 ? '—' : reasons.map((r) => t(reasonKey(r))).join(', ')}</>;
}
