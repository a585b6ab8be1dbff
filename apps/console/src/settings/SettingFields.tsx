/**
 * A structured form for one setting's value, drawn from the value's own shape: a checkbox for a
 * flag, a number box for a number (empty = null where the field may be null, i.e. "market rule"),
 * a text box for text, a group for a nested object. The server checks the result with the
 * contract's schema, so the form needs no rules of its own.
 */
import { en as settingsEn } from '../messages/settings';
import { useT } from '../i18n';

type Value = Record<string, unknown>;
/** Fields whose null means "the market's dated rule" (payments-config.ts). */
const NULLABLE = new Set(['taxRate']);

const isObject = (v: unknown): v is Value => typeof v === 'object' && v !== null && !Array.isArray(v);

const isLabelKey = (key: string): key is keyof typeof settingsEn => key in settingsEn;

/**
 * A field's label: the key of its whole path, else of its last parts (two at least), so a group
 * used in several places (bonus terms in a mall item, `items.3.terms.validDays`) has one label.
 */
function useLabel() {
  const t = useT();
  return (path: string) => {
    const parts = path.split('.');
    const last = Math.max(0, parts.length - 2);
    for (let from = 0; from <= last; from++) {
      const key = `settings.f.${parts.slice(from).join('.')}`;
      if (isLabelKey(key)) return t(key);
    }
    return path;
  };
}

export function SettingFields({ value, onChange, path = '' }: { value: Value; onChange: (v: Value) => void; path?: string }) {
  const t = useT();
  const label = useLabel();
  return (
    <div className="fields">
      {Object.entries(value).map(([name, v]) => {
        const full = path ? `${path}.${name}` : name;
        const set = (next: unknown) => onChange({ ...value, [name]: next });
        if (isObject(v))
          return (
            <fieldset key={name}>
              <legend>{label(full)}</legend>
              <SettingFields value={v} onChange={set} path={full} />
            </fieldset>
          );
        if (typeof v === 'boolean')
          return (
            <label key={name} className="check">
              <input type="checkbox" name={full} checked={v} onChange={(e) => set(e.target.checked)} /> {label(full)}
            </label>
          );
        if (typeof v === 'string')
          return (
            <label key={name}>
              {label(full)}
              <input name={full} value={v} onChange={(e) => set(e.target.value)} />
            </label>
          );
        const nullable = NULLABLE.has(name);
        return (
          <label key={name}>
            {label(full)}
            {nullable ? ` (${t('settings.marketRule')})` : ''}
            <input
              name={full}
              inputMode="numeric"
              value={typeof v === 'number' ? String(v) : ''}
              onChange={(e) => {
                const text = e.target.value.trim();
                set(text === '' && nullable ? null : Number(text));
              }}
            />
          </label>
        );
      })}
    </div>
  );
}
