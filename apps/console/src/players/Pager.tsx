/** Previous / next page buttons under a table. */
import { useT } from '../i18n';

export function Pager(props: { page: number; more: boolean; onPage: (page: number) => void }) {
  const t = useT();
  return (
    <div className="pager">
      <button disabled={props.page === 0} onClick={() => props.onPage(props.page - 1)}>
        {t('players.previous')}
      </button>
      <button disabled={!props.more} onClick={() => props.onPage(props.page + 1)}>
        {t('players.more')}
      </button>
    </div>
  );
}
