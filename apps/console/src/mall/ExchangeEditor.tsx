/** The exchange's VIP level and its rates (one per payment type), each amount with its unit. */
import { useT } from '../i18n';
import { FieldProblem, NumField } from './MallField';
import type { MallDraft, Problems, RateDraft } from './mall-draft';

type Exchange = MallDraft['exchange'];

function RateFields({
  rate,
  path,
  set,
  remove,
  problems,
}: {
  rate: RateDraft;
  path: string;
  set: (r: RateDraft) => void;
  remove: () => void;
  problems: Problems;
}) {
  const t = useT();
  const unit = t(rate.paymentType === 2 ? 'mall.payment.2' : 'mall.payment.1');
  const num = (k: 'rateBp' | 'min' | 'dailyLimit', label: string) => (
    <NumField label={label} path={`${path}.${k}`} value={rate[k]} set={(n) => set({ ...rate, [k]: n })} problems={problems} />
  );
  return (
    <fieldset data-testid={`mall-rate-${rate.paymentType}`}>
      <legend>{t('mall.form.rateFor', { unit })}</legend>
      <div className="fields">
        <label className="check">
          <input
            type="checkbox"
            name={`${path}.enabled`}
            checked={rate.enabled}
            onChange={(e) => set({ ...rate, enabled: e.target.checked })}
          />{' '}
          {t('mall.enabled')}
        </label>
        {num('rateBp', t('mall.form.rateBp', { unit }))}
        {num('min', t('mall.form.min', { unit }))}
        {num('dailyLimit', t('mall.form.dailyLimit', { unit }))}
      </div>
      <button type="button" onClick={remove}>
        {t('mall.form.removeRate')}
      </button>
    </fieldset>
  );
}

export function ExchangeEditor({
  exchange,
  set,
  problems,
}: {
  exchange: Exchange;
  set: (e: Exchange) => void;
  problems: Problems;
}) {
  const t = useT();
  const { rates } = exchange;
  const missing = [1, 2].filter((p) => !rates.some((r) => r.paymentType === p));
  return (
    <section data-testid="mall-exchange">
      <h4>{t('mall.exchange')}</h4>
      <NumField
        label={t('mall.form.requiredLevel')}
        path="exchange.requiredLevel"
        value={exchange.requiredLevel}
        set={(requiredLevel) => set({ ...exchange, requiredLevel })}
        problems={problems}
      />
      <FieldProblem problems={problems} path="exchange.rates" />
      {rates.map((r, k) => (
        <RateFields
          key={r.paymentType}
          rate={r}
          path={`exchange.rates.${k}`}
          set={(next) => set({ ...exchange, rates: rates.map((x, j) => (j === k ? next : x)) })}
          remove={() => set({ ...exchange, rates: rates.filter((_, j) => j !== k) })}
          problems={problems}
        />
      ))}
      {missing.map((p) => (
        <button
          key={p}
          type="button"
          onClick={() =>
            set({ ...exchange, rates: [...rates, { paymentType: p, enabled: false, rateBp: 100, min: 100, dailyLimit: 10_000 }] })
          }
        >
          {t('mall.form.addRate', { unit: t(p === 2 ? 'mall.payment.2' : 'mall.payment.1') })}
        </button>
      ))}
    </section>
  );
}
