import type { GiveawayPresentView } from '@nyota/contract/api/giveaway';
import { useI18n } from '../../shared/i18n/i18n';
import { cash, when } from './giveaway-text';

/** One present: its amount and, for the caller, until when it can be claimed or when it opens. */
export function PresentCard({
  present: p,
  later = false,
  children,
}: {
  present: GiveawayPresentView;
  later?: boolean;
  children?: React.ReactNode;
}) {
  const { t, lang } = useI18n();
  return (
    <li className="card giveaway-present" data-testid={`giveaway-present-${p.id}`}>
      <strong className="giveaway-present__amount">{t('giveaway.present', { amount: cash(p.amount) })}</strong>
      <span className="muted">
        {later
          ? t('giveaway.opens', { when: when(p.availableAt, lang), days: p.registrationDays })
          : t('giveaway.until', { when: when(p.expireAt, lang) })}
      </span>
      {p.claimed && <span className="giveaway-present__badge">{t('giveaway.claimed_badge')}</span>}
      {children}
    </li>
  );
}
