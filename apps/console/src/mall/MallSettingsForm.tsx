/**
 * The `mall` setting's form (docs/staff-console.md#market-settings): the items as editable rows
 * (add, remove, edit, with their raffles) and the exchange's rates. It edits the draft only; the
 * contract's schema checks it as it is typed and each problem shows beside its field, and the
 * server checks it again on save, which is versioned and audited like every setting.
 */
import { useT } from '../i18n';
import { ExchangeEditor } from './ExchangeEditor';
import { FieldProblem } from './MallField';
import { MallItemEditor } from './MallItemEditor';
import { blankItem, draftMall, mallProblems, type ItemDraft, type MallDraft } from './mall-draft';

type Value = Record<string, unknown>;
const MAX_ITEMS = 200;

export function MallSettingsForm({
  value,
  onChange,
  error,
}: {
  value: Value;
  onChange: (v: Value) => void;
  error: string | null;
}) {
  const t = useT();
  const parsed = draftMall.safeParse(value);
  if (!parsed.success) return <p className="error">{error ?? t('common.error', { msg: 'mall' })}</p>;
  const s = parsed.data;
  const problems = mallProblems(value);
  const put = (next: MallDraft) => onChange({ ...next });
  const setItems = (items: ItemDraft[]) => put({ ...s, items });
  return (
    <div data-testid="mall-form">
      <p className="muted">{t('mall.form.note')}</p>
      {problems.size > 0 && (
        <p className="error" data-testid="mall-form-invalid">
          {t('mall.form.invalid', { count: String(problems.size) })}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <section data-testid="mall-items">
        <h4>{t('mall.items')}</h4>
        <FieldProblem problems={problems} path="items" />
        {s.items.map((item, i) => (
          <MallItemEditor
            key={i}
            item={item}
            path={`items.${i}`}
            set={(next) => setItems(s.items.map((x, j) => (j === i ? next : x)))}
            remove={() => setItems(s.items.filter((_, j) => j !== i))}
            problems={problems}
          />
        ))}
        {s.items.length < MAX_ITEMS && (
          <button type="button" onClick={() => setItems([...s.items, blankItem(s.items)])}>
            {t('mall.form.add')}
          </button>
        )}
      </section>
      <ExchangeEditor exchange={s.exchange} set={(exchange) => put({ ...s, exchange })} problems={problems} />
    </div>
  );
}
