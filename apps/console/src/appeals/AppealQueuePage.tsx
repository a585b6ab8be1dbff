/** The appeal queue, oldest first, filtered by status, step, claim and age. */
import { useState } from 'react';
import type { AppealQueueInput } from '@nyota/contract/staff/schemas-appeals';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { kindKey, money, statusKey, stepKey, when } from './appeal-format';
import './appeals.css';

type Filter = Partial<Pick<AppealQueueInput, 'status' | 'step' | 'olderThanHours'>> & { claim: AppealQueueInput['claim'] };

const numberOrUndefined = (v: string) => (v === '' ? undefined : Number(v));

export function AppealQueuePage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>({ claim: 'any', status: 1 });
  const list = useLoad(() => call('listAppeals', filter), JSON.stringify(filter));
  const set = (patch: Partial<Filter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <section className="appeals">
      <h2>{t('nav.appeals')}</h2>
      <div className="inline">
        <label>
          {t('appeals.filter.status')}{' '}
          <select value={filter.status ?? ''} onChange={(e) => set({ status: numberOrUndefined(e.target.value) })}>
            <option value="">{t('appeals.filter.any')}</option>
            {[1, 2, 9].map((s) => (
              <option key={s} value={s}>
                {t(statusKey(s))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('appeals.filter.step')}{' '}
          <select value={filter.step ?? ''} onChange={(e) => set({ step: numberOrUndefined(e.target.value) })}>
            <option value="">{t('appeals.filter.any')}</option>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((s) => (
              <option key={s} value={s}>
                {t(stepKey(s))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('appeals.filter.claim')}{' '}
          <select
            value={filter.claim}
            onChange={(e) => set({ claim: e.target.value === 'mine' || e.target.value === 'unclaimed' ? e.target.value : 'any' })}
          >
            <option value="any">{t('appeals.filter.any')}</option>
            <option value="mine">{t('appeals.filter.mine')}</option>
            <option value="unclaimed">{t('appeals.filter.unclaimed')}</option>
          </select>
        </label>
        <label>
          {t('appeals.filter.age')}{' '}
          <input
            type="number"
            min={0}
            inputMode="numeric"
            className="appeals-age"
            value={filter.olderThanHours ?? ''}
            onChange={(e) => set({ olderThanHours: numberOrUndefined(e.target.value) })}
          />
        </label>
      </div>
      {list.error && <p className="error">{list.error}</p>}
      {list.data?.items.length === 0 && <p>{t('common.empty')}</p>}
      <ul className="appeal-queue" data-testid="appeal-queue">
        {list.data?.items.map((a) => (
          <li key={a.id}>
            <a href={`#/appeals/${a.id}`} data-testid={`appeal-row-${a.id}`}>
              <strong>#{a.id}</strong> {t(kindKey(a.kind))} · {money(a.amount)} · {t(stepKey(a.step))}
            </a>
            <span className="muted">
              {t('appeals.col.player')} {a.memberId} · {t('appeals.col.opened')} {when(a.createdAt)} ·{' '}
              {t('appeals.col.claimedBy')} {a.claimedBy ?? '—'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
