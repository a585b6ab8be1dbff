import { useState } from 'react';
import type { StaffRouteOutput } from '@nyota/contract/staff/routes';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { age, money } from './format';
import { QueueFilters, type QueueFilter } from './QueueFilters';
import { WithdrawalDetail } from './WithdrawalDetail';

type Decisions = StaffRouteOutput<'bulkApproveWithdrawals'>['items'];

/** Work queue → withdrawal review: held withdrawals, oldest first, with the selected one beside. */
export function WithdrawalsPage({ selected, canDecide }: { selected: string | undefined; canDecide: boolean }) {
  const t = useT();
  const [filter, setFilter] = useState<QueueFilter>({});
  const queue = useLoad(() => call('withdrawalQueue', filter), JSON.stringify(filter));
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (id: string) =>
    setPicked((p) => {
      const next = new Set(p);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  function summarise(items: Decisions): string {
    const count = (o: string) => String(items.filter((i) => i.outcome === o).length);
    const failed = items.filter((i) => i.outcome === 'failed').map((i) => `${i.id.slice(0, 8)}: ${i.error ?? ''}`);
    const line = t('wd.bulkDone', { approved: count('approved'), requested: count('requested'), failed: count('failed') });
    return [line, ...failed].join(' ');
  }

  async function bulk() {
    setBusy(true);
    try {
      const res = await call('bulkApproveWithdrawals', { ids: [...picked] });
      setNote({ text: summarise(res.items), error: res.items.some((i) => i.outcome === 'failed') });
      setPicked(new Set());
      queue.reload();
    } catch (err) {
      setNote({ text: err instanceof Error ? err.message : String(err), error: true });
    } finally {
      setBusy(false);
    }
  }

  const data = queue.data;
  return (
    <section className="wd">
      <h2>{t('nav.withdrawals')}</h2>
      <div className="inline">
        <strong data-testid="wd-oldest">
          {data?.oldestAgeSeconds != null ? t('wd.oldest', { age: age(data.oldestAgeSeconds) }) : t('wd.none')}
        </strong>
        {data && <span>{t('wd.waiting', { count: String(data.total) })}</span>}
        {data && <span>{t('wd.threshold', { amount: money(data.fourEyesThreshold) })}</span>}
      </div>
      <QueueFilters onApply={setFilter} />
      {queue.error && <p className="error">{queue.error}</p>}
      {note && (
        <p className={note.error ? 'error' : 'notice'} role="status">
          {note.text}
        </p>
      )}
      <div className="wd-layout">
        <div className="wd-queue">
          {canDecide && (
            <button disabled={picked.size === 0 || busy} onClick={() => void bulk()}>
              {t('wd.bulkApprove', { count: String(picked.size) })}
            </button>
          )}
          <table aria-label={t('nav.withdrawals')}>
            <thead>
              <tr>
                {canDecide && <th>{t('wd.col.select')}</th>}
                <th />
                <th>{t('wd.col.age')}</th>
                <th>{t('wd.col.amount')}</th>
                <th>{t('wd.col.channel')}</th>
                <th className="wd-wide">{t('wd.col.number')}</th>
                <th>{t('wd.col.checks')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((w) => (
                <tr key={w.id} data-testid={`wd-row-${w.id}`} aria-selected={w.id === selected}>
                  {canDecide && (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${t('wd.col.select')} ${w.id}`}
                        checked={picked.has(w.id)}
                        onChange={() => toggle(w.id)}
                      />
                    </td>
                  )}
                  <td>
                    <a href={`#/withdrawals/${w.id}`}>{t('wd.open')}</a>
                  </td>
                  <td>{age(w.ageSeconds)}</td>
                  <td>{money(w.amount)}</td>
                  <td>{w.operator}</td>
                  <td className="wd-wide">{w.msisdn}</td>
                  <td>
                    {w.vip && (
                      <span className="tag" title={t('wd.vipTitle')} data-testid={`wd-vip-${w.id}`}>
                        VIP
                      </span>
                    )}{' '}
                    {w.needsFourEyes && <span className="tag">{t('wd.fourEyes')}</span>}{' '}
                    {w.approvalRequested && <span className="tag">{t('wd.requested')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {selected && (
          <WithdrawalDetail
            key={selected}
            id={selected}
            canDecide={canDecide}
            onDecided={(text) => {
              setNote({ text, error: false });
              queue.reload();
            }}
          />
        )}
      </div>
    </section>
  );
}
