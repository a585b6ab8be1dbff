/** A small modal asking for the reason (or note) an action records; submits only with text. */
import { useState, type FormEvent } from 'react';
import { useT, type MessageKey } from '../i18n';

export function ReasonDialog(props: {
  title: MessageKey;
  label: MessageKey;
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('text') ?? '').trim();
    if (!text) return;
    setBusy(true);
    try {
      await props.onSubmit(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="backdrop">
      <form role="dialog" aria-modal="true" aria-label={t(props.title)} className="dialog" onSubmit={(e) => void submit(e)}>
        <h3>{t(props.title)}</h3>
        <label>
          {t(props.label)}
          <textarea name="text" required maxLength={500} rows={3} />
        </label>
        <div className="buttons">
          <button type="button" onClick={props.onClose}>
            {t('players.cancel')}
          </button>
          <button type="submit" disabled={busy}>
            {t('players.confirm')}
          </button>
        </div>
      </form>
    </div>
  );
}
