/**
 * The Campaigns editor for the `offers` setting (docs/staff-console.md#campaigns): every section
 * whose value has the campaign fields (campaign-base-schema.ts) gets the same campaign form
 * (switch, window, budget, audience, texts per language, image); its other fields, and sections
 * that are not campaigns, are drawn from their shape: numbers, flags, texts, nested groups and
 * lists of rows (tiers). An offer section another module adds appears here without new code.
 * The server checks the whole value; its refusal names the field and is shown beside it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { CAMPAIGN_AUDIENCES } from '@nyota/contract/staff/campaign-base-schema';
import { useT } from '../i18n';

type Value = Record<string, unknown>;
const BASE_KEYS = ['enabled', 'startsAt', 'endsAt', 'budget', 'audience', 'texts', 'imageUrl'];
const LANGS = ['en', 'sw'] as const;

const isObject = (v: unknown): v is Value => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCampaign = (v: unknown): v is Value => isObject(v) && BASE_KEYS.every((k) => k in v);

/** The server's refusal, when it names a field: "These settings are not valid (signIn.endsAt)…". */
const ErrorText = createContext<string | null>(null);

function FieldError({ path }: { path: string }) {
  const error = useContext(ErrorText);
  if (!error || !error.includes(`(${path})`)) return null;
  return (
    <span className="error" role="alert" data-field-error={path}>
      {error}
    </span>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as a datetime-local value in the browser's zone. */
function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
function fromLocalInput(v: string): string | null {
  if (v === '') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

function Field({ path, label, children }: { path: string; label: string; children: ReactNode }) {
  return (
    <label>
      {label}
      {children}
      <FieldError path={path} />
    </label>
  );
}

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

function textOf(texts: unknown, lang: string): { title: string; body: string } {
  const t = isObject(texts) ? texts[lang] : undefined;
  const title = isObject(t) && typeof t.title === 'string' ? t.title : '';
  const body = isObject(t) && typeof t.body === 'string' ? t.body : '';
  return { title, body };
}

function CampaignForm({ path, value, onChange }: { path: string; value: Value; onChange: (v: Value) => void }) {
  const t = useT();
  const put = (patch: Value) => onChange({ ...value, ...patch });
  const texts = isObject(value.texts) ? value.texts : {};
  const setText = (lang: string, key: 'title' | 'body', v: string) =>
    put({ texts: { ...texts, [lang]: { ...textOf(texts, lang), [key]: v } } });
  return (
    <div className="fields">
      <label className="check">
        <input
          type="checkbox"
          name={`${path}.enabled`}
          checked={value.enabled === true}
          onChange={(e) => put({ enabled: e.target.checked })}
        />{' '}
        {t('offers.enabled')}
      </label>
      <p className="inline">
        {(['startsAt', 'endsAt'] as const).map((k) => (
          <Field
            key={k}
            path={`${path}.${k}`}
            label={`${t(k === 'startsAt' ? 'offers.startsAt' : 'offers.endsAt')} (${t('offers.openEnded')})`}
          >
            <input
              type="datetime-local"
              name={`${path}.${k}`}
              value={toLocalInput(value[k])}
              onChange={(e) => put({ [k]: fromLocalInput(e.target.value) })}
            />
          </Field>
        ))}
      </p>
      <Field path={`${path}.budget`} label={t('offers.budget')}>
        <input
          name={`${path}.budget`}
          inputMode="numeric"
          value={typeof value.budget === 'number' ? String(value.budget) : ''}
          onChange={(e) => put({ budget: Number(e.target.value) })}
        />
      </Field>
      <Field path={`${path}.audience`} label={t('offers.audience')}>
        <select name={`${path}.audience`} value={String(value.audience)} onChange={(e) => put({ audience: e.target.value })}>
          {CAMPAIGN_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t(`offers.aud.${a}`)}
            </option>
          ))}
        </select>
      </Field>
      {LANGS.map((lang) => (
        <fieldset key={lang}>
          <legend>{lang}</legend>
          <Field path={`${path}.texts.${lang}.title`} label={t('offers.textTitle', { lang })}>
            <input
              name={`${path}.texts.${lang}.title`}
              value={textOf(texts, lang).title}
              onChange={(e) => setText(lang, 'title', e.target.value)}
            />
          </Field>
          <Field path={`${path}.texts.${lang}.body`} label={t('offers.textBody', { lang })}>
            <textarea
              name={`${path}.texts.${lang}.body`}
              rows={2}
              value={textOf(texts, lang).body}
              onChange={(e) => setText(lang, 'body', e.target.value)}
            />
          </Field>
        </fieldset>
      ))}
      <Field path={`${path}.imageUrl`} label={t('offers.imageUrl')}>
        <input
          name={`${path}.imageUrl`}
          value={typeof value.imageUrl === 'string' ? value.imageUrl : ''}
          onChange={(e) => put({ imageUrl: e.target.value === '' ? null : e.target.value })}
        />
      </Field>
      {typeof value.imageUrl === 'string' && value.imageUrl !== '' && <img src={value.imageUrl} alt="" className="thumb" />}
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
