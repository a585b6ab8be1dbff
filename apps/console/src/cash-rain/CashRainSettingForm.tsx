/**
 * The `cash_rain` setting's editor on the Settings page: its rounds, each with a tier table, are
 * nested lists, so the document is edited whole as JSON; the server checks it
 * against the contract's schema on save and names the first bad field.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n';

type Value = Record<string, unknown>;

const isValue = (v: unknown): v is Value => typeof v === 'object' && v !== null && !Array.isArray(v);

export function CashRainSettingForm({
  value,
  onChange,
  error,
}: {
  value: Value;
  onChange: (v: Value) => void;
  error?: string | null;
}) {
  const t = useT();
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [bad, setBad] = useState<string | null>(null);
  // A new version (this save, or another's after a reload) replaces the text.
  useEffect(() => setText(JSON.stringify(value, null, 2)), [value]);
  return (
    <div className="fields" data-testid="cash-rain-setting-form">
      <p className="muted">{t('cashRain.json')}</p>
      <textarea
        name="cash_rain"
        rows={16}
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            if (isValue(parsed)) {
              setBad(null);
              onChange(parsed);
            }
          } catch (err) {
            setBad(err instanceof Error ? err.message : String(err));
          }
        }}
      />
      {bad && <p className="error">{t('cashRain.jsonInvalid', { msg: bad })}</p>}
      {error && <p className="error">{error}</p>}
    </div>
  );
}
