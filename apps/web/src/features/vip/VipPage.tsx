import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import type { VipLevelView } from '@nyota/contract/api/vip';
import { formatCount } from '@nyota/contract/money/format';
import { PUBLIC_HOLIDAYS } from '@nyota/contract/public-holidays';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { useSession } from '../../shared/session/session-store';
import { Button } from '../../shared/ui/Button';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { vipCall, vipLevelsKey, vipPersonalKey } from './api';
import { benefitText } from './benefit-text';
import { statusKey } from './vip-popups';
import { VipRewards } from './VipRewards';
import { VipProgress } from './VipProgress';
import './vip.css';

/**
 * The club is one chunk (this one): the profile's progress card, the daily VIP reward dialog
 * (app/shell/VipDailySlot.tsx) and the level-up pop-up (shared/session/live-connection.ts) load it.
 * Split apart, the parts they share became a chunk of their own that the first screen's preload
 * list had to name, and that list counts towards its full budget.
 */
export { VipProgress };
export { VipDailyPopup } from './VipDailyPopup';
export { showLevelUp } from './LevelUpNotice';

/**
 * VIP Club (docs/product-rules/vip.md), open to guests: the rules in plain words, the market's next
 * holidays, levels 0 to V20 with their yearly points and benefits (for a member with each benefit's
 * claim status), and for a member their level,
 * points and progress, and the VIP Rewards section (the menu's VIP Rewards opens /vip#rewards).
 */
export function VipPage() {
  const { t } = useI18n();
  const member = useSession((s) => s.state === SessionState.LOGGED_IN);
  return (
    <PageFrame title={t('profile.vip_club')} data-testid="page-vip">
      <div className="stack">
        {member ? <VipProgress /> : <GuestCard />}
        <VipRewards member={member} />
        <VipRules />
        <LevelList member={member} />
      </div>
    </PageFrame>
  );
}

function GuestCard() {
  const { t } = useI18n();
  return (
    <section className="card vip-progress" data-testid="vip-guest">
      <p>{t('vip.guest_body')}</p>
      <Button onClick={() => openDialog('login')} data-testid="vip-login">
        {t('auth.login')}
      </Button>
    </section>
  );
}

/** The next few holidays from today, in the market's calendar. */
function upcomingHolidays(count: number) {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: market.timeZone });
  return PUBLIC_HOLIDAYS[market.code].filter((h) => h.date >= today).slice(0, count);
}

function VipRules() {
  const { t } = useI18n();
  const holidays = upcomingHolidays(3);
  return (
    <section className="card vip-rules" aria-labelledby="vip-rules-title" data-testid="vip-rules">
      <h2 id="vip-rules-title">{t('vip.rules_title')}</h2>
      <ul>
        <li>{t('vip.rule_points', { symbol: market.currencySymbol })}</li>
        <li data-testid="vip-rule-holiday">{t('vip.rule_holiday', { symbol: market.currencySymbol })}</li>
        <li data-testid="vip-rule-year">{t('vip.rule_year')}</li>
        <li>{t('vip.rule_keep')}</li>
      </ul>
      {holidays.length > 0 ? (
        <p className="muted">{t('vip.next_holidays', { list: holidays.map((h) => `${h.name} (${h.date})`).join(', ') })}</p>
      ) : (
        <p className="muted">{t('vip.no_holidays')}</p>
      )}
    </section>
  );
}

function LevelList({ member }: { member: boolean }) {
  const { t } = useI18n();
  const levels = useQuery({ queryKey: vipLevelsKey(member), queryFn: () => vipCall('vipLevels', { extra: '1' }) });
  const mine = useQuery({
    queryKey: vipPersonalKey,
    queryFn: () => vipCall('vipPersonalLevel', {}),
    enabled: member,
  });
  if (!levels.data) return <Spinner size="lg" />;
  const held = member ? (mine.data?.levelId ?? 0) : -1;
  return (
    <section aria-labelledby="vip-levels-title">
      <h2 id="vip-levels-title">{t('vip.levels_title')}</h2>
      <p className="muted">{t('vip.benefits_note')}</p>
      <ol className="vip-levels" data-testid="vip-levels">
        {levels.data.map((l) => (
          <LevelCard key={l.id} level={l} current={l.id === held} member={member} />
        ))}
      </ol>
    </section>
  );
}

/** A level, its points and switched-on benefits; for a member each benefit's claim status (its `statu`). */
function LevelCard({ level, current, member }: { level: VipLevelView; current: boolean; member: boolean }) {
  const { t } = useI18n();
  const benefits = level.state.filter((b) => b.enable === 1);
  return (
    <li className={current ? 'card vip-level vip-level--current' : 'card vip-level'} data-testid={`vip-level-${level.id}`}>
      <div className="vip-level__head">
        <strong>{t('vip.level_name', { level: level.id })}</strong>
        <span className="muted">{t('vip.level_points', { points: formatCount(level.score) })}</span>
        {current && <span className="badge">{t('vip.your_level')}</span>}
      </div>
      {benefits.length === 0 && <p className="muted vip-level__none">{t('vip.level_start')}</p>}
      {benefits.length > 0 && (
        <ul className="vip-level__benefits">
          {benefits.map((b) => {
            const status = member ? statusKey(b) : null;
            return (
              <li key={b.id} data-testid={`vip-benefit-${b.id}`}>
                {benefitText(t, b)}
                {status && (
                  <span className={b.statu === 0 ? 'badge vip-status vip-status--ready' : 'badge vip-status'}>{t(status)}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
