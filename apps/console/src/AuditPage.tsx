import { useState, type FormEvent } from 'react';
import type { StaffRouteInput } from '@nyota/contract/staff/routes';
import { call } from './api';
import { useT } from './i18n';
import { useLoad } from './use-load';

type Filter = StaffRouteInput<'listAudit'>;

const compact = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

function filterOf(form: FormData): Filter {
  const text = (k: string) => String(form.get(k) ?? '').trim() || undefined;
  const day = (k: string) => {
    const v = text(k);
    return v ? new Date(`${v}T00:00:00`).toISOString() : undefined;
  };
  return { actor: text('actor'), action: text('action'), target: text('target'), from: day('from'), to: day('to') };
}

export function AuditPage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>({});
  const audit = useLoad(() => call('listAudit', filter), JSON.stringify(filter));

  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
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
    </section>
  );
}
