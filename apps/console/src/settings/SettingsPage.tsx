/** #/settings: the market settings in force, each editable with a reason, with its version history. */
import { useEffect, useState } from 'react';
import type { Setting } from '@nyota/contract/staff/settings-schemas';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { SettingFields } from './SettingFields';
import { SettingHistory } from './SettingHistory';
import { FairnessSalts } from './FairnessSalts';
import { MARKET_FORMS } from './MarketForms';

function SettingCard({ setting, onSaved }: { setting: Setting; onSaved: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState(setting.value);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [round, setRound] = useState(0);
  const current = setting.current;
  const Form = MARKET_FORMS[setting.key];
  // A new version (this save, or another's after a reload) becomes the form's starting point.
  useEffect(() => setDraft(setting.value), [setting.value]);

  async function save() {
    try {
      const saved = await call('saveSetting', { key: setting.key, value: draft, baseVersion: current?.version ?? 0, reason });
      setNote({ ok: true, text: t('settings.saved', { version: String(saved.current?.version ?? '') }) });
      setReason('');
      setRound((r) => r + 1);
      onSaved();
    } catch (err) {
      setNote({ ok: false, text: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <section className="card" data-testid={`setting-${setting.key}`}>
      <h3>{t(`settings.k.${setting.key}`)}</h3>
      {current && (
        <p className="muted">
          {t('settings.version', {
            version: String(current.version),
            staff: current.staff,
            at: new Date(current.at).toLocaleString(),
            reason: current.reason,
          })}
        </p>
      )}
      {Form ? (
        <Form value={draft} onChange={setDraft} error={note && !note.ok ? note.text : null} />
      ) : (
        <SettingFields value={draft} onChange={setDraft} />
      )}
      <p className="inline">
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('common.reason')}
          aria-label={t('common.reason')}
        />
        <button onClick={() => void save()}>{t('common.save')}</button>
        <button onClick={() => setHistoryOpen((o) => !o)}>{t(historyOpen ? 'settings.hideHistory' : 'settings.history')}</button>
      </p>
      {note && (
        <p role="status" className={note.ok ? undefined : 'error'}>
          {note.text}
        </p>
      )}
      {historyOpen && <SettingHistory settingKey={setting.key} round={round} />}
    </section>
  );
}

export function SettingsPage() {
  const t = useT();
  const list = useLoad(() => call('listSettings', {}));
  return (
    <section>
      <h2>{t('settings.title')}</h2>
      <p>{t('settings.intro')}</p>
      {list.error && <p className="error">{t('common.error', { msg: list.error })}</p>}
      {list.data?.items.map((s) => (
        <SettingCard key={s.key} setting={s} onSaved={list.reload} />
      ))}
      <FairnessSalts />
    </section>
  );
}
