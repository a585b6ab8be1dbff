import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { useMemberInfo } from '../../shared/session/member-queries';
import { Button } from '../../shared/ui/Button';
import { bonusesKey, fetchBonuses } from './api';

/**
 * A box at the top of the page content, in the page flow (pushed in before the content, so it moves
 * the page down rather than covering any button), for the reminder.
 */
function useMainSlot(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const el = document.createElement('div');
    el.className = 'trial-reminder-slot';
    main.prepend(el);
    setHost(el);
    return () => el.remove();
  }, []);
  return host;
}

/**
 * The session-start reminder (docs/product-rules/bonus-money.md#what-the-player-sees): when a
 * session starts with bonus money, one note that it is restricted and how far its wagering has gone.
 * Decided on the session's first balance read: a player without bonus money then sees none this
 * session. `onShown` marks the session as decided, so a reload does not show it again.
 */
export function TrialReminder({ onShown, onDone }: { onShown(): void; onDone(): void }) {
  const { t } = useI18n();
  const info = useMemberInfo();
  const decided = useRef<boolean | null>(null);
  if (info && decided.current === null) decided.current = info.trial > 0;
  const show = decided.current === true;
  const bonuses = useQuery({ queryKey: bonusesKey, queryFn: fetchBonuses, enabled: show });
  const host = useMainSlot();
  useEffect(() => {
    if (decided.current === null) return;
    // Decided either way: this session has had its start, a reload does not decide again.
    onShown();
    if (!decided.current) onDone();
  }, [info, onShown, onDone]);
  if (!show || !host || !info) return null;
  const money = (n: number) => formatMoney(n, market.currencySymbol);
  const active = bonuses.data?.items.find((b) => b.status === 'active');
  const text = active
    ? t('trial.reminder_progress', {
        amount: money(info.trial),
        required: money(active.wageringRequired),
        wagered: money(active.wagered),
        pct: active.wageringRequired === 0 ? 100 : Math.floor((active.wagered * 100) / active.wageringRequired),
        max: money(active.maxStake),
      })
    : t('trial.reminder_plain', { amount: money(info.trial) });
  return createPortal(
    <section className="card warning" style={{ margin: 'var(--sp-3)' }} role="status" data-testid="trial-reminder">
      <strong>{t('trial.reminder_title')}</strong>
      <p data-testid="trial-reminder-text">{text}</p>
      <p className="btn-row">
        <Link to="/links/6">{t('trial.alert_terms')}</Link>
        <Link to="/bonusCenter">{t('trial.alert_center')}</Link>
        <Button variant="ghost" size="sm" onClick={onDone} data-testid="trial-reminder-dismiss">
          {t('trial.reminder_dismiss')}
        </Button>
      </p>
    </section>,
    host,
  );
}
