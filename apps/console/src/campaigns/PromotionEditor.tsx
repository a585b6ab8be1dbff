/**
 * One promotion's editor: the campaign form (CampaignFields.tsx, with image upload) plus the
 * promotion's own fields: kind, featured games, terms per language, the voucher of a voucher
 * promotion and its order. The server checks the whole value (promotionSchema); a refusal naming a
 * field is shown beside it and nothing is saved.
 */
import { useState } from 'react';
import { PROMOTION_KINDS } from '@nyota/contract/api/promotions';
import type { StaffPromotion } from '@nyota/contract/staff/schemas-promotions';
import { call } from '../api';
import { useT } from '../i18n';
import { PromotionHistory } from './PromotionHistory';
import { CampaignBaseFields, ErrorText, Field, isObject, LANGS, type Value } from './CampaignFields';

const NEW_VOUCHER = { name: '', amount: 100, copies: 1, minAmount: 0, validDays: 7 };
const NEW_PROMOTION: Value = {
  enabled: false,
  startsAt: null,
  endsAt: null,
  budget: 0,
  audience: 'everyone',
  texts: { en: { title: '', body: '' }, sw: { title: '', body: '' } },
  imageUrl: null,
  kind: 'general',
  gameIds: [],
  terms: { en: '', sw: '' },
  voucher: null,
  sort: 100,
};
const VOUCHER_FIELDS = [
  ['name', 'promotions.voucherName'],
  ['amount', 'promotions.voucherAmount'],
  ['copies', 'promotions.voucherCopies'],
  ['minAmount', 'promotions.voucherMin'],
  ['validDays', 'promotions.voucherDays'],
] as const;

const numbersOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

function VoucherFields({ voucher, set }: { voucher: Value; set: (v: Value) => void }) {
  const t = useT();
  return (
    <fieldset className="fields">
      <legend>{t('promotions.voucher')}</legend>
      {VOUCHER_FIELDS.map(([k, label]) => (
        <Field key={k} path={`voucher.${k}`} label={t(label)}>
          <input
            name={`voucher.${k}`}
            inputMode={k === 'name' ? undefined : 'numeric'}
            value={String(voucher[k] ?? '')}
            onChange={(e) => set({ ...voucher, [k]: k === 'name' ? e.target.value : Number(e.target.value) })}
          />
        </Field>
      ))}
    </fieldset>
  );
}

function OwnFields({ value, put }: { value: Value; put: (patch: Value) => void }) {
  const t = useT();
  const terms = isObject(value.terms) ? value.terms : {};
  const [games, setGames] = useState(Array.isArray(value.gameIds) ? value.gameIds.join(', ') : '');
  const setKind = (kind: string) =>
    put({ kind, voucher: kind === 'voucher' ? (isObject(value.voucher) ? value.voucher : NEW_VOUCHER) : null });
  return (
    <>
      <Field path="kind" label={t('promotions.kind')}>
        <select name="kind" value={String(value.kind)} onChange={(e) => setKind(e.target.value)}>
          {PROMOTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`promotions.kind.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field path="gameIds" label={t('promotions.games')}>
        <input
          name="gameIds"
          inputMode="numeric"
          value={games}
          onChange={(e) => (setGames(e.target.value), put({ gameIds: numbersOf(e.target.value) }))}
        />
      </Field>
      <Field path="sort" label={t('promotions.sort')}>
        <input
          name="sort"
          inputMode="numeric"
          value={String(value.sort ?? '')}
          onChange={(e) => put({ sort: Number(e.target.value) })}
        />
      </Field>
      {LANGS.map((lang) => (
        <Field key={lang} path={`terms.${lang}`} label={t('promotions.terms', { lang })}>
          <textarea
            name={`terms.${lang}`}
            rows={3}
            value={typeof terms[lang] === 'string' ? terms[lang] : ''}
            onChange={(e) => put({ terms: { ...terms, [lang]: e.target.value } })}
          />
        </Field>
      ))}
      {isObject(value.voucher) && <VoucherFields voucher={value.voucher} set={(voucher) => put({ voucher })} />}
    </>
  );
}

export function PromotionEditor({
  promotion,
  onSaved,
  onClose,
}: {
  promotion: StaffPromotion | null;
  onSaved: (p: StaffPromotion) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<Value>(promotion ? promotion.value : NEW_PROMOTION);
  const [slug, setSlug] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const put = (patch: Value) => setDraft((d) => ({ ...d, ...patch }));

  async function save() {
    try {
      const saved = promotion
        ? await call('updatePromotion', { id: promotion.id, value: draft, baseVersion: promotion.version, reason })
        : await call('createPromotion', { slug, value: draft, reason });
      setError(null);
      setReason('');
      onSaved(saved);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <section className="card" data-testid="promotion-editor" aria-label={promotion ? promotion.slug : t('promotions.new')}>
      <h3>{promotion ? promotion.slug : t('promotions.new')}</h3>
      <ErrorText.Provider value={error}>
        <div className="fields">
          {!promotion && (
            <Field path="slug" label={t('promotions.slug')}>
              <input name="slug" value={slug} onChange={(e) => setSlug(e.target.value)} />
            </Field>
          )}
          <CampaignBaseFields path="" value={draft} onChange={setDraft} />
          <OwnFields value={draft} put={put} />
        </div>
      </ErrorText.Provider>
      <p className="inline">
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('common.reason')}
          aria-label={t('common.reason')}
        />
        <button onClick={() => void save()}>{t('common.save')}</button>
        {promotion && (
          <button onClick={() => setHistoryOpen((o) => !o)}>
            {t(historyOpen ? 'promotions.hideHistory' : 'promotions.history')}
          </button>
        )}
        <button onClick={onClose}>{t('promotions.close')}</button>
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {promotion && historyOpen && <PromotionHistory id={promotion.id} round={promotion.version} />}
    </section>
  );
}
