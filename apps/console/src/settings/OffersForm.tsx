/**
 * The Campaigns editor for the `offers` setting (docs/staff-console.md#campaigns): every section
 * whose value has the campaign fields (campaign-base-schema.ts) gets the same campaign form
 * (switch, window, budget, audience, texts per language, image); its other fields, and sections
 * that are not campaigns, are drawn from their shape: numbers, flags, texts, nested groups and
 * lists of rows (tiers). An offer section another module adds appears here without new code.
 * The server checks the whole value; its refusal names the field and is shown beside it.
 */
import { useT } from '../i18n';
import { BASE_KEYS, CampaignBaseFields, ErrorText, Field, FieldError, isObject, type Value } from '../campaigns/CampaignFields';

const isCampaign = (v: unknown): v is Value => isObject(v) && BASE_KEYS.every((k) => k in v);

function Scalar({ path, name, v, set }: { path: string; name: string; v: unknown; set: (x: unknown) => void }) {
  if (typeof v === 'boolean')
    return (
      <label className="check">
        <input type="checkbox" name={path} checked={v} onChange={(e) => set(e.target.checked)} /> {name}
        <FieldError path={path} />
      </label>
    );
  if (typeof v === 'number')
    return (
      <Field path={path} label={name}>
        <input
          name={path}
          inputMode="numeric"
          value={String(v)}
          onChange={(e) => set(e.target.value.trim() === '' ? 0 : Number(e.target.value))}
        />
      </Field>
    );
  return (
    <Field path={path} label={name}>
      <input
        name={path}
        value={typeof v === 'string' ? v : ''}
        onChange={(e) => set(e.target.value === '' && v === null ? null : e.target.value)}
      />
    </Field>
  );
}

function Rows({ path, rows, set }: { path: string; rows: Value[]; set: (x: Value[]) => void }) {
  const t = useT();
  const template = rows.at(-1);
  return (
    <div className="fields" data-testid={`rows-${path}`}>
      {rows.map((row, i) => (
        <fieldset key={i} className="inline">
          <Fields path={`${path}.${i}`} value={row} onChange={(next) => set(rows.map((r, j) => (j === i ? next : r)))} />
          <button type="button" onClick={() => set(rows.filter((_, j) => j !== i))}>
            {t('offers.removeRow')}
          </button>
        </fieldset>
      ))}
      {template && (
        <button type="button" onClick={() => set([...rows, { ...template }])}>
          {t('offers.addRow')}
        </button>
      )}
      <FieldError path={path} />
    </div>
  );
}

/** Any value drawn from its shape; `skip` leaves out the keys a campaign form already shows. */
function Fields({
  path,
  value,
  onChange,
  skip = [],
}: {
  path: string;
  value: Value;
  onChange: (v: Value) => void;
  skip?: string[];
}) {
  return (
    <>
      {Object.entries(value).map(([name, v]) => {
        if (skip.includes(name)) return null;
        const full = path ? `${path}.${name}` : name;
        const set = (next: unknown) => onChange({ ...value, [name]: next });
        if (Array.isArray(v) && v.every(isObject)) return <Rows key={name} path={full} rows={v} set={set} />;
        if (isObject(v))
          return (
            <fieldset key={name}>
              <legend>{name}</legend>
              <Fields path={full} value={v} onChange={set} />
            </fieldset>
          );
        return <Scalar key={name} path={full} name={name} v={v} set={set} />;
      })}
    </>
  );
}

function CampaignForm({ path, value, onChange }: { path: string; value: Value; onChange: (v: Value) => void }) {
  return (
    <div className="fields">
      <CampaignBaseFields path={path} value={value} onChange={onChange} />
      <Fields path={path} value={value} onChange={onChange} skip={BASE_KEYS} />
    </div>
  );
}

export function OffersForm({ value, onChange, error }: { value: Value; onChange: (v: Value) => void; error: string | null }) {
  return (
    <ErrorText.Provider value={error}>
      <div className="fields">
        {Object.entries(value).map(([section, v]) => {
          const set = (next: Value) => onChange({ ...value, [section]: next });
          return (
            <fieldset key={section} data-testid={`campaign-${section}`}>
              <legend>{section}</legend>
              {isCampaign(v) ? (
                <CampaignForm path={section} value={v} onChange={set} />
              ) : isObject(v) ? (
                <Fields path={section} value={v} onChange={set} />
              ) : (
                <Scalar path={section} name={section} v={v} set={(x) => onChange({ ...value, [section]: x })} />
              )}
            </fieldset>
          );
        })}
      </div>
    </ErrorText.Provider>
  );
}
