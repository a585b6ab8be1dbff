/**
 * The fields every campaign has (campaign-base-schema.ts): switch, window, budget, audience, texts
 * per language and image. One form for the offers editor (settings/OffersForm.tsx) and the
 * promotions editor (PromotionEditor.tsx). A server refusal naming a field ("… (signIn.endsAt) …")
 * is shown beside that field.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { CAMPAIGN_AUDIENCES } from '@nyota/contract/staff/campaign-base-schema';
import { useT } from '../i18n';
import { ImageField } from './ImageField';

export type Value = Record<string, unknown>;
export const BASE_KEYS = ['enabled', 'startsAt', 'endsAt', 'budget', 'audience', 'texts', 'imageUrl'];
export const LANGS = ['en', 'sw'] as const;

export const isObject = (v: unknown): v is Value => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The server's refusal, when it names a field. */
export const ErrorText = createContext<string | null>(null);

export function FieldError({ path }: { path: string }) {
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

export function Field({ path, label, children }: { path: string; label: string; children: ReactNode }) {
  return (
    <label>
      {label}
      {children}
      <FieldError path={path} />
    </label>
  );
}

function textOf(texts: unknown, lang: string): { title: string; body: string } {
  const t = isObject(texts) ? texts[lang] : undefined;
  const title = isObject(t) && typeof t.title === 'string' ? t.title : '';
  const body = isObject(t) && typeof t.body === 'string' ? t.body : '';
  return { title, body };
}

function TextsFields({ path, texts, put }: { path: string; texts: Value; put: (patch: Value) => void }) {
  const t = useT();
  const setText = (lang: string, key: 'title' | 'body', v: string) =>
    put({ texts: { ...texts, [lang]: { ...textOf(texts, lang), [key]: v } } });
  return (
    <>
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
    </>
  );
}

/** The campaign base's fields; `path` prefixes field names and error paths ('' for a top-level value). */
export function CampaignBaseFields({ path, value, onChange }: { path: string; value: Value; onChange: (v: Value) => void }) {
  const t = useT();
  const put = (patch: Value) => onChange({ ...value, ...patch });
  const at = (k: string) => (path ? `${path}.${k}` : k);
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          name={at('enabled')}
          checked={value.enabled === true}
          onChange={(e) => put({ enabled: e.target.checked })}
        />{' '}
        {t('offers.enabled')}
      </label>
      <p className="inline">
        {(['startsAt', 'endsAt'] as const).map((k) => (
          <Field
            key={k}
            path={at(k)}
            label={`${t(k === 'startsAt' ? 'offers.startsAt' : 'offers.endsAt')} (${t('offers.openEnded')})`}
          >
            <input
              type="datetime-local"
              name={at(k)}
              value={toLocalInput(value[k])}
              onChange={(e) => put({ [k]: fromLocalInput(e.target.value) })}
            />
          </Field>
        ))}
      </p>
      <Field path={at('budget')} label={t('offers.budget')}>
        <input
          name={at('budget')}
          inputMode="numeric"
          value={typeof value.budget === 'number' ? String(value.budget) : ''}
          onChange={(e) => put({ budget: Number(e.target.value) })}
        />
      </Field>
      <Field path={at('audience')} label={t('offers.audience')}>
        <select name={at('audience')} value={String(value.audience)} onChange={(e) => put({ audience: e.target.value })}>
          {CAMPAIGN_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t(`offers.aud.${a}`)}
            </option>
          ))}
        </select>
      </Field>
      <TextsFields path={path} texts={isObject(value.texts) ? value.texts : {}} put={put} />
      <ImageField path={path} value={value.imageUrl} onChange={(imageUrl) => put({ imageUrl })} />
      <FieldError path={at('imageUrl')} />
    </>
  );
}
