/**
 * Forms for the market settings whose shape is a list (docs/staff-console.md#market-settings): pay
 * channel switches, deposit presets, the market texts, and (lazy) the offers and the VIP club. They only edit the draft value; the
 * server checks it with the contract's schema and refuses a bad one with nothing changed.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  channelsSettingSchema,
  marketTextsSettingSchema,
  payItemsSettingSchema,
  type SettingKey,
} from '@nyota/contract/staff/settings-schemas';
import { useT } from '../i18n';
import { MallSettingForm } from '../mall/MallSettingForm';
import { GiveawaySettingForm } from '../giveaway/GiveawaySettingForm';
import { InviteSettingForm } from '../invite/InviteSettingForm';
import { CashRainSettingForm } from '../cash-rain/CashRainSettingForm';

type Value = Record<string, unknown>;
/** `error`: the server's refusal of the last save, for forms that show it beside the field it names. */
type FormProps = { value: Value; onChange: (v: Value) => void; error?: string | null };

function ChannelsForm({ value, onChange }: FormProps) {
  const parsed = channelsSettingSchema.safeParse(value);
  if (!parsed.success) return null;
  const { channels } = parsed.data;
  return (
    <div className="fields">
      {channels.map((c, i) => (
        <label key={c.id} className="check">
          <input
            type="checkbox"
            name={`channel-${c.direction}-${c.operator}`}
            checked={c.enabled}
            onChange={(e) => onChange({ channels: channels.map((x, j) => (j === i ? { ...x, enabled: e.target.checked } : x)) })}
          />{' '}
          {c.direction} · {c.operator}
        </label>
      ))}
    </div>
  );
}

const EMPTY_ITEM = { id: null, payMoney: 0, money: 0, hot: false, enabled: true };

function PayItemsForm({ value, onChange }: FormProps) {
  const t = useT();
  const parsed = payItemsSettingSchema.safeParse(value);
  const items = parsed.success ? parsed.data.items : [];
  type Item = (typeof items)[number];
  const set = (next: Item[]) => onChange({ items: next });
  const edit = (i: number, patch: Partial<Item>) => set(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const move = (i: number, by: number) => {
    const next = [...items];
    const [it] = next.splice(i, 1);
    if (it) next.splice(i + by, 0, it);
    set(next);
  };
  const num = (s: string) => (s.trim() === '' ? 0 : Number(s));
  return (
    <div className="fields">
      {items.map((it, i) => (
        <p key={`${it.id ?? 'new'}-${i}`} className="inline" data-testid="pay-item">
          <label>
            {t('settings.payItem.pay')}
            <input
              name={`payMoney-${i}`}
              inputMode="numeric"
              value={String(it.payMoney)}
              onChange={(e) => {
                const v = num(e.target.value);
                // A preset without a bonus credits what is paid; keep the two together.
                edit(i, it.money === it.payMoney ? { payMoney: v, money: v } : { payMoney: v });
              }}
            />
          </label>
          <label>
            {t('settings.payItem.credit')}
            <input
              name={`money-${i}`}
              inputMode="numeric"
              value={String(it.money)}
              onChange={(e) => edit(i, { money: num(e.target.value) })}
            />
          </label>
          <label className="check">
            <input type="checkbox" checked={it.hot} onChange={(e) => edit(i, { hot: e.target.checked })} />{' '}
            {t('settings.payItem.hot')}
          </label>
          <button type="button" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('settings.payItem.up')}>
            ↑
          </button>
          <button
            type="button"
            disabled={i === items.length - 1}
            onClick={() => move(i, 1)}
            aria-label={t('settings.payItem.down')}
          >
            ↓
          </button>
          <button type="button" onClick={() => set(items.filter((_, j) => j !== i))}>
            {t('settings.payItem.remove')}
          </button>
        </p>
      ))}
      <button type="button" onClick={() => set([...items, EMPTY_ITEM])}>
        {t('settings.payItem.add')}
      </button>
      <p className="muted">{t('settings.payItem.note')}</p>
    </div>
  );
}

const CONTACT_KINDS = ['phone', 'whatsapp', 'email', 'facebook', 'x'] as const;

function MarketTextsForm({ value, onChange }: FormProps) {
  const t = useT();
  const parsed = marketTextsSettingSchema.safeParse({ contact: {}, ...value });
  const texts = parsed.success ? parsed.data : { contact: {} };
  const [slides, setSlides] = useState(texts.homeSlides ? JSON.stringify(texts.homeSlides, null, 2) : '');
  const put = (patch: Value) => onChange({ ...texts, ...patch });
  return (
    <div className="fields">
      <p className="muted">{t('settings.texts.note')}</p>
      {CONTACT_KINDS.map((kind) => (
        <label key={kind}>
          {t(`settings.texts.${kind}`)}
          <input
            name={`contact-${kind}`}
            value={texts.contact[kind] ?? ''}
            placeholder={t('settings.texts.default')}
            onChange={(e) => {
              const { [kind]: _old, ...rest } = texts.contact;
              put({ contact: e.target.value === '' ? rest : { ...rest, [kind]: e.target.value } });
            }}
          />
        </label>
      ))}
      <label>
        {t('settings.texts.ussd')}
        <input
          name="ussdCode"
          value={texts.ussdCode ?? ''}
          placeholder={t('settings.texts.default')}
          onChange={(e) => {
            const { ussdCode: _old, ...rest } = texts;
            onChange(e.target.value === '' ? rest : { ...rest, ussdCode: e.target.value });
          }}
        />
      </label>
      <label>
        {t('settings.texts.slides')}
        <textarea
          name="homeSlides"
          rows={6}
          value={slides}
          placeholder={t('settings.texts.default')}
          onChange={(e) => {
            setSlides(e.target.value);
            const { homeSlides: _old, ...rest } = texts;
            if (e.target.value.trim() === '') return onChange(rest);
            try {
              const v: unknown = JSON.parse(e.target.value);
              onChange({ ...rest, homeSlides: v });
            } catch {
              // Left as the text box shows it: the server names the field if it is saved like this.
              onChange({ ...rest, homeSlides: e.target.value });
            }
          }}
        />
      </label>
    </div>
  );
}

// The Campaigns editor is its own chunk: only staff opening the settings page load it.
const LazyOffersForm = lazy(() => import('./OffersForm').then((m) => ({ default: m.OffersForm })));

function OffersSettingForm({ value, onChange, error }: FormProps) {
  return (
    <Suspense fallback={null}>
      <LazyOffersForm value={value} onChange={onChange} error={error ?? null} />
    </Suspense>
  );
}

const LazyTasksForm = lazy(() => import('./TasksForm').then((m) => ({ default: m.TasksForm })));

function TasksSettingForm({ value, onChange, error }: FormProps) {
  return (
    <Suspense fallback={null}>
      <LazyTasksForm value={value} onChange={onChange} error={error ?? null} />
    </Suspense>
  );
}

// The VIP club's form is its own chunk too.
const LazyVipForm = lazy(() => import('../vip/VipSettingsForm').then((m) => ({ default: m.VipSettingsForm })));

function VipSettingForm({ value, onChange, error }: FormProps) {
  return (
    <Suspense fallback={null}>
      <LazyVipForm value={value} onChange={onChange} error={error ?? null} />
    </Suspense>
  );
}

export const MARKET_FORMS: Partial<Record<SettingKey, (p: FormProps) => ReactNode>> = {
  channels: ChannelsForm,
  pay_items: PayItemsForm,
  market_texts: MarketTextsForm,
  offers: OffersSettingForm,
  tasks: TasksSettingForm,
  mall: MallSettingForm,
  giveaway: GiveawaySettingForm,
  invite: InviteSettingForm,
  cash_rain: CashRainSettingForm,
  vip: VipSettingForm,
};
