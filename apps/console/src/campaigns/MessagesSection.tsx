/** Staff campaign messages: compose (en + sw), audience, optional schedule; the list with counts. */
import { useState, type FormEvent } from 'react';
import { MESSAGE_AUDIENCES, type MessageAudience } from '@nyota/contract/staff/schemas-campaigns';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { errorText, when } from '../players/format';

const EMPTY = { titleEn: '', contentEn: '', titleSw: '', contentSw: '', url: '', sendAt: '', inactiveDays: '30', reason: '' };

function MessageList({ round }: { round: number }) {
  const t = useT();
  const list = useLoad(() => call('campaignMessages', {}), String(round));
  const [error, setError] = useState<string | null>(null);
  async function cancel(id: string) {
    const reason = window.prompt(t('common.reason'));
    if (!reason) return;
    try {
      await call('cancelCampaignMessage', { id, reason });
      list.reload();
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <div className="scroll">
      {(list.error ?? error) && <p className="error">{list.error ?? error}</p>}
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('campaigns.titleEn')}</th>
            <th>{t('campaigns.audience')}</th>
            <th>{t('campaigns.sendAt')}</th>
            <th>{t('campaigns.status')}</th>
            <th>{t('campaigns.sent')}</th>
            <th>{t('campaigns.skipped')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.data?.items.map((m) => (
            <tr key={m.id} data-testid={`campaign-message-${m.id}`}>
              <td>{m.id}</td>
              <td>{m.title}</td>
              <td>
                {t(`campaigns.aud.${m.audience}`)}
                {m.inactiveDays !== null ? ` (${m.inactiveDays})` : ''}
              </td>
              <td>{when(m.sendAt)}</td>
              <td>{t(`campaigns.st.${m.status}`)}</td>
              <td>{m.sent}</td>
              <td>{m.skipped}</td>
              <td>{m.status === 'scheduled' && <button onClick={() => void cancel(m.id)}>{t('campaigns.cancel')}</button>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MessagesSection() {
  const t = useT();
  const [f, setF] = useState(EMPTY);
  const [audience, setAudience] = useState<MessageAudience>('all');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [round, setRound] = useState(0);
  const input = (key: keyof typeof EMPTY, label: string, area = false) => (
    <label>
      {label}
      {area ? (
        <textarea name={key} rows={3} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} />
      ) : (
        <input name={key} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} />
      )}
    </label>
  );

  async function send(e: FormEvent) {
    e.preventDefault();
    try {
      const sent = await call('sendCampaignMessage', {
        texts: { en: { title: f.titleEn, content: f.contentEn }, sw: { title: f.titleSw, content: f.contentSw } },
        url: f.url,
        audience,
        inactiveDays: audience === 'inactive' ? Number(f.inactiveDays) : null,
        sendAt: f.sendAt === '' ? null : new Date(f.sendAt).toISOString(),
        reason: f.reason,
      });
      setNote({ ok: true, text: `#${sent.id}: ${t(`campaigns.st.${sent.status}`)}` });
      setF(EMPTY);
      setRound((r) => r + 1);
    } catch (err) {
      setNote({ ok: false, text: errorText(err) });
    }
  }

  return (
    <section className="card" data-testid="campaign-messages">
      <h3>{t('campaigns.messages')}</h3>
      <form onSubmit={(e) => void send(e)} className="fields" aria-label={t('campaigns.compose')}>
        <h4>{t('campaigns.compose')}</h4>
        {input('titleEn', t('campaigns.titleEn'))}
        {input('contentEn', t('campaigns.contentEn'), true)}
        {input('titleSw', t('campaigns.titleSw'))}
        {input('contentSw', t('campaigns.contentSw'), true)}
        {input('url', t('campaigns.url'))}
        <label>
          {t('campaigns.audience')}
          <select
            name="audience"
            value={audience}
            onChange={(e) => setAudience(MESSAGE_AUDIENCES.find((a) => a === e.target.value) ?? 'all')}
          >
            {MESSAGE_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`campaigns.aud.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {audience === 'inactive' && input('inactiveDays', t('campaigns.inactiveDays'))}
        <p className="muted">{t('campaigns.vipNote')}</p>
        <label>
          {t('campaigns.sendAt')}
          <input type="datetime-local" name="sendAt" value={f.sendAt} onChange={(e) => setF({ ...f, sendAt: e.target.value })} />
        </label>
        {input('reason', t('common.reason'))}
        <p className="muted">{t('campaigns.eligibilityNote')}</p>
        <button type="submit">{f.sendAt === '' ? t('campaigns.send') : t('campaigns.schedule')}</button>
        {note && (
          <p role="status" className={note.ok ? undefined : 'error'}>
            {note.text}
          </p>
        )}
      </form>
      <MessageList round={round} />
    </section>
  );
}
