/**
 * #/invites: referral pay-outs held for review (docs/staff-console.md#invitations). Each row shows
 * why it was held and the signals read (sign-up device and address, deposit number); approving pays
 * the inviter once through the reward path, rejecting keeps the note. Both are audited.
 */
import { useState } from 'react';
import type { Referral } from '@nyota/contract/staff/routes-invite';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { errorText, money, when } from '../players/format';
import { ReasonList } from './ReasonList';

export function InvitesPage() {
  const t = useT();
  const list = useLoad(() => call('heldReferrals', {}));
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function decide(r: Referral, approve: boolean) {
    try {
      await call(approve ? 'approveReferral' : 'rejectReferral', { id: r.id, reason: notes[r.id] ?? '' });
      setNote({ ok: true, text: t('invites.done') });
      list.reload();
    } catch (err) {
      setNote({ ok: false, text: errorText(err) });
    }
  }

  return (
    <section data-testid="invites-page">
      <h2>{t('invites.title')}</h2>
      <p className="muted">{t('invites.intro')}</p>
      <p>
        <a href="#/settings">{t('invites.editLink')}</a>
      </p>
      <h3>{t('invites.held')}</h3>
      {list.error && <p className="error">{list.error}</p>}
      {note && (
        <p role="status" className={note.ok ? undefined : 'error'}>
          {note.text}
        </p>
      )}
      {list.data?.items.length === 0 && <p>{t('invites.none')}</p>}
      <div className="scroll">
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('invites.inviter')}</th>
              <th>{t('invites.invitee')}</th>
              <th>{t('invites.reasons')}</th>
              <th>{t('invites.stake')}</th>
              <th>{t('invites.deposit')}</th>
              <th>{t('invites.device')}</th>
              <th>{t('invites.ip')}</th>
              <th>{t('invites.registered')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((r) => (
              <tr key={r.id} data-testid={`held-referral-${r.id}`}>
                <td>{r.id}</td>
                <td>
                  <a href={`#/players/${r.inviterId}`}>{r.inviterMobile}</a>
                </td>
                <td>
                  <a href={`#/players/${r.inviteeId}`}>{r.inviteeMobile}</a> {r.channel ? `(${r.channel})` : ''}
                </td>
                <td>
                  <ReasonList reasons={r.holdReasons} />
                </td>
                <td>{money(r.qualifyingStake)}</td>
                <td>{r.depositNumber ?? '—'}</td>
                <td className="mono">{r.deviceId ?? '—'}</td>
                <td>{r.signupIp ?? '—'}</td>
                <td>{when(r.registeredAt)}</td>
                <td className="inline">
                  <input
                    aria-label={t('common.reason')}
                    placeholder={t('common.reason')}
                    value={notes[r.id] ?? ''}
                    onChange={(e) => setNotes({ ...notes, [r.id]: e.target.value })}
                  />
                  <button onClick={() => void decide(r, true)} data-testid={`approve-referral-${r.id}`}>
                    {t('invites.approve')}
                  </button>
                  <button onClick={() => void decide(r, false)} data-testid={`reject-referral-${r.id}`}>
                    {t('invites.reject')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
