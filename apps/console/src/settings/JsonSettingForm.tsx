/**
 * A setting edited whole as JSON on the Settings page (the `mall`, `giveaway`, `invite` and
 * `cash_rain` documents are nested lists, so a form of fields would be most of a page): the text is
 * parsed as it is typed and each valid object is handed up; the server checks it against the contract's schema on save and
 * names the first bad field.
 */
import { useEffect, useState } from 'react';
import { useT, type MessageKey } from '../i18n';

type Value = Record<string, unknown>;

const isValue = (v: unknown): v is Value => typeof v === 'object' && v !== null && !Array.isArray(v);

export function JsonSettingForm({
  name,
  hint,
  invalid,
  value,
  onChange,
  error,
}: {
  name: string;
  hint: MessageKey;
  /** Takes `{msg}`, the parser's message. */
  invalid: MessageKey;
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
    <div className="fields" data-testid={`${name}-setting-form`}>
      <p className="muted">{t(hint)}</p>
      <textarea
        name={name}
        rows={24}
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
      {bad && <p className="error">{t(invalid, { msg: bad })}</p>}
      {error && <p className="error">{error}</p>}
    </div>
  );
}
