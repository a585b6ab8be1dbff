/**
 * The player's settled bets, 20 a page, each round linked to the public fairness verifier. Games are
 * named from the game centre's catalogue (product names are proper nouns, the same in en and sw).
 */
import { useState } from 'react';
import { catalogueGame } from '@nyota/contract/game-catalogue';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { money, when } from './format';
import { Pager } from './Pager';

export function BetsTable({ memberId }: { memberId: string }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const rows = useLoad(() => call('playerBets', { memberId, page }), `${memberId}:${page}`);
  return (
    <>
      <h3>{t('players.bets')}</h3>
      {rows.error && <p className="error">{t('common.error', { msg: rows.error })}</p>}
      <div className="scroll">
        <table>
          <thead>
            <tr>
              <th>{t('players.when')}</th>
              <th>{t('players.game')}</th>
              <th>{t('players.stake')}</th>
              <th>{t('players.payout')}</th>
              <th>{t('players.round')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.data?.items.map((b) => (
              <tr key={b.id}>
                <td>{when(b.at)}</td>
                <td>{catalogueGame(Number(b.game))?.name ?? t('players.gameUnknown', { id: b.game })}</td>
                <td>{money(b.stake)}</td>
                <td>{money(b.payout)}</td>
                <td>
                  {b.roundId ?? ''}{' '}
                  {b.verifyUrl && (
                    <a href={b.verifyUrl} target="_blank" rel="noreferrer">
                      {t('players.verify')}
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} more={rows.data?.more ?? false} onPage={setPage} />
    </>
  );
}
