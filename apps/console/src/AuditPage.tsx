import { useState, type FormEvent } from 'react';
import type { StaffRouteInput } from '@nyota/contract/staff/routes';
import { call } from './api';
import { useT } from './i18n';
import { useLoad } from './use-load';

type Filter = StaffRouteInput<'listAudit'>;
const PAGE = 50;

const compact = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

function filterOf(form: FormData): Filter {
  const text = (k: string) => String(form.get(k) ?? '').trim() || undefined;
  // Days in the staff member's own time zone; "to" takes in the whole of its day.
  const day = (k: string, plusDays = 0) => {
    const v = text(k);
    if (!v) return undefined;
    const d = new Date(`${v}T00:00:00`);
    d.setDate(d.getDate() + plusDays);
    return d.toISOString();
  };
  return { actor: text('actor'), action: text('action'), target: text('target'), from: day('from'), to: day('to', 1) };
}

export function AuditPage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>({});
  const audit = useLoad(() => call('listAudit', { ...filter, limit: PAGE }), JSON.stringify(filter));
  const last = audit.data?.items.at(-1);

  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // A new filter starts again from the newest entry.
    setFilter(filterOf(new FormData(e.currentTarget)));
  }

  return (
    <section>
      <h2>{t('nav.audit')}</h2>
      <form className="inline" onSubmit={apply}>
        <input name="actor" placeholder={t('audit.actor')} aria-label={t('audit.actor')} />
        <input name="action" placeholder={t('audit.action')} aria-label={t('audit.action')} />
        <input name="target" placeholder={t('audit.target')} aria-label={t('audit.target')} />
        <label>
          {t('audit.from')} <input name="from" type="date" />
        </label>
        <label>
          {t('audit.to')} <input name="to" type="date" />
        </label>
        <button type="submit">{t('audit.filter')}</button>
      </form>
      {audit.error && <p className="error">{t('common.error', { msg: audit.error })}</p>}
      {audit.data?.items.length === 0 && <p>{t('common.empty')}</p>}
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('audit.when')}</th>
            <th>{t('audit.actor')}</th>
            <th>{t('audit.action')}</th>
            <th>{t('audit.target')}</th>
            <th>{t('audit.change')}</th>
            <th>{t('common.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {audit.data?.items.map((e) => (
            <tr key={e.seq}>
              <td>{e.seq}</td>
              <td>{new Date(e.at).toLocaleString()}</td>
              <td>{e.actor}</td>
              <td>{e.action}</td>
              <td>{e.target}</td>
              <td>
                <code>{compact(e.before)}</code> → <code>{compact(e.after)}</code>
              </td>
              <td>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pager">
        {filter.beforeSeq !== undefined && (
          <button onClick={() => setFilter({ ...filter, beforeSeq: undefined })}>{t('audit.newest')}</button>
        )}
        {last !== undefined && audit.data?.items.length === PAGE && (
          <button onClick={() => setFilter({ ...filter, beforeSeq: last.seq })}>{t('audit.older')}</button>
        )}
      </div>
    </section>
  );
}
