/** The player's ledger entries on one account, 50 a page, newest first (paged by entry id). */
import { useState } from 'react';
import { BALANCE_KINDS, type BalanceKind } from '@nyota/contract/staff/players-schemas';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { money, when } from './format';

const isKind = (v: string): v is BalanceKind => (BALANCE_KINDS as readonly string[]).includes(v);

export function LedgerTable({ memberId }: { memberId: string }) {
  const t = useT();
  const [kind, setKind] = useState<BalanceKind>('cash');
  // The first entry id of each page seen, so "previous" can go back.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const beforeId = cursors[cursors.length - 1];
  const rows = useLoad(
    () => call('playerLedger', { memberId, kind, ...(beforeId ? { beforeId } : {}) }),
    `${memberId}:${kind}:${beforeId ?? ''}`,
  );
  const items = rows.data?.items ?? [];
  const last = items[items.length - 1];
  return (
    <>
      <h3>{t('players.ledger')}</h3>
      <select
        aria-label={t('players.type')}
        value={kind}
        onChange={(e) => {
          if (isKind(e.target.value)) setKind(e.target.value);
          setCursors([undefined]);
        }}
      >
        {BALANCE_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`players.kind.${k}`)}
          </option>
        ))}
      </select>
      {rows.error && <p className="error">{t('common.error', { msg: rows.error })}</p>}
      <div className="scroll">
        <table>
          <thead>
            <tr>
              <th>{t('players.when')}</th>
              <th>{t('players.type')}</th>
              <th>{t('players.amount')}</th>
              <th>{t('players.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <td>{when(e.at)}</td>
                <td>{e.kind}</td>
                <td>{money(e.amount)}</td>
                <td>{money(e.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="pager">
        <button disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          {t('players.previous')}
        </button>
        <button disabled={items.length < 50 || !last} onClick={() => last && setCursors((c) => [...c, last.id])}>
          {t('players.more')}
        </button>
      </div>
    </>
  );
}
