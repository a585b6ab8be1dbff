/** The current season's table from the finished rounds. */
import type { FootballTableData } from '@nyota/contract/api/football';
import { useI18n } from '../../../shared/i18n/i18n';
import { teamName } from './labels';

export function LeagueTable({ table }: { table: FootballTableData | null }) {
  const { t } = useI18n();
  if (!table) return null;
  return (
    <table className="fb-table" data-testid="football-table">
      <caption>{t('football.season', { n: table.season })}</caption>
      <thead>
        <tr>
          <th>#</th>
          <th>{t('football.team')}</th>
          <th>{t('football.played')}</th>
          <th>{t('football.gd')}</th>
          <th>{t('football.points')}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((r, i) => (
          <tr key={r.team}>
            <td>{i + 1}</td>
            <td>{teamName(r.team)}</td>
            <td>{r.played}</td>
            <td>{r.goalsFor - r.goalsAgainst}</td>
            <td>{r.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
