/** The player page's Referrals panel: the member's referrals as inviter and as invitee, newest first. */
import { call } from '../api';
import { useT } from '../i18n';
import { money, when } from '../players/format';
import { useLoad } from '../use-load';
import { ReasonList } from './ReasonList';

export function PlayerReferrals({ memberId }: { memberId: string }) {
  const t = useT();
  const rows = useLoad(() => call('playerReferrals', { memberId }), memberId);
  const items = rows.data?.items;
  return (
    <section data-testid="player-referrals">
      <h3>{t('invites.player')}</h3>
      {rows.error && <p className="error">{t('common.error', { msg: rows.error })}</p>}
      {items && items.length === 0 && <p>{t('invites.playerNone')}</p>}
      {items && items.length > 0 && (
        <div className="scroll">
          <table>
            <thead>
              <tr>
                <th>{t('invites.registered')}</th>
                <th>{t('invites.inviter')}</th>
                <th>{t('invites.invitee')}</th>
                <th>{t('invites.status')}</th>
                <th>{t('invites.reasons')}</th>
                <th>{t('invites.stake')}</th>
                <th>{t('invites.amount')}</th>
                <th>{t('invites.note')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id} data-testid={`player-referral-${r.id}`}>
                  <td>{when(r.registeredAt)}</td>
                  <td>{r.inviterMobile}</td>
                  <td>{r.inviteeMobile}</td>
                  <td>{r.status}</td>
                  <td>
                    <ReasonList reasons={r.holdReasons} />
                  </td>
                  <td>{money(r.qualifyingStake)}</td>
                  <td>{r.amount === null ? '—' : money(r.amount)}</td>
                  <td>{r.note ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
