import { useQuery } from '@tanstack/react-query';
import type { VipPersonalLevel } from '@nyota/contract/api/vip';
import { formatCount } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { Spinner } from '../../shared/ui/Spinner';
import { vipCall, vipPersonalKey } from './api';
import './vip.css';

/** The member's level, this year's points and the way to the next level (VIP page and profile). */
export function VipProgress({ compact = false }: { compact?: boolean }) {
  const query = useQuery({ queryKey: vipPersonalKey, queryFn: () => vipCall('vipPersonalLevel', {}) });
  if (!query.data) return <Spinner />;
  return <VipProgressCard level={query.data} compact={compact} />;
}

function VipProgressCard({ level, compact }: { level: VipPersonalLevel; compact: boolean }) {
  const { t } = useI18n();
  const next = level.nextScore;
  const toGo = next === null ? 0 : Math.max(0, next - level.score);
  return (
    <section className={compact ? 'vip-progress vip-progress--compact' : 'card vip-progress'} data-testid="vip-progress">
      <div className="vip-progress__head">
        <strong className="vip-progress__level" data-testid="vip-my-level">
          {t('vip.level_name', { level: level.levelId })}
        </strong>
        <span className="muted" data-testid="vip-my-score">
          {t('vip.points_this_year', { points: formatCount(level.score), year: level.year })}
        </span>
      </div>
      {next === null ? (
        <p className="muted">{t('vip.top_level')}</p>
      ) : (
        <>
          <progress max={next} value={Math.min(level.score, next)} aria-label={t('vip.progress_label')} />
          <p className="muted" data-testid="vip-to-next">
            {t('vip.to_next', { points: formatCount(toGo), level: level.levelId + 1 })}
          </p>
        </>
      )}
      {level.keptLevelId > level.earnedLevelId && level.keptLevelId === level.levelId && (
        <p className="muted">{t('vip.kept_from_last_year', { level: level.keptLevelId, year: level.year })}</p>
      )}
      {level.holidayToday !== null && !compact && (
        <p className="vip-progress__holiday" data-testid="vip-holiday-today">
          {t('vip.holiday_today', { name: level.holidayToday })}
        </p>
      )}
    </section>
  );
}
