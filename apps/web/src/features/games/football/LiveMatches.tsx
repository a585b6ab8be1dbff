/** The round being played or just played: minute, score and goals as the clock passes them. */
import type { FootballRound } from '@nyota/contract/api/football';
import { useI18n } from '../../../shared/i18n/i18n';
import { teamShort } from './labels';
import { minuteAt, scoreAt } from './match-clock';

export function LiveMatches({ round, now }: { round: FootballRound; now: number }) {
  const { t } = useI18n();
  if (round.state === 'void') return <p className="fb-muted">{t('football.void')}</p>;
  if (!round.results) return null;
  const minute = minuteAt(round, now);
  const done = round.state === 'finished' || round.state === 'settled';
  return (
    <div data-testid="football-live">
      <p className="fb-live__minute" aria-live="off">
        {done ? t('football.full_time') : `${minute}'`}
      </p>
      <ul className="fb-fixtures">
        {round.fixtures.map((f) => {
          const result = round.results?.[f.index];
          if (!result) return null;
          const shown = done ? 90 : minute;
          const score = scoreAt(result, shown);
          const goals = result.goals.filter((g) => g.minute <= shown);
          return (
            <li key={f.index} className="fb-fixture">
              <div className="fb-live__row">
                <span>{teamShort(f.home)}</span>
                <strong className="fb-live__score">
                  {score.home} – {score.away}
                </strong>
                <span>{teamShort(f.away)}</span>
              </div>
              {goals.length > 0 && (
                <p className="fb-muted fb-live__goals">
                  {goals.map((g) => `${g.minute}' ${teamShort(g.side === 'home' ? f.home : f.away)}`).join(' · ')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
