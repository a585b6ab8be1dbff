/**
 * One mall item's fields: what it gives and what it costs (each amount says its unit), its stock
 * and per-member limits, its window, and the part its type needs (bonus terms, voucher, raffle).
 */
import { MALL_ITEM_TYPES } from '@nyota/contract/staff/mall-settings-schemas';
import { useT, type MessageKey } from '../i18n';
import { SettingFields } from '../settings/SettingFields';
import { FieldProblem, NumField, TextField } from './MallField';
import { RaffleEditor } from './RaffleEditor';
import { withType, type ItemDraft, type Problems } from './mall-draft';

type Props = { item: ItemDraft; path: string; set: (i: ItemDraft) => void; problems: Problems };

/** The unit an item's prize is counted in: coins, diamonds, or money (cash, bonus money, vouchers). */
const prizeUnit = (type: number): MessageKey =>
  type === 3 ? 'mall.payment.1' : type === 4 ? 'mall.payment.2' : 'mall.form.money';
const payUnit = (paymentType: number): MessageKey => (paymentType === 2 ? 'mall.payment.2' : 'mall.payment.1');
const nullIfEmpty = (s: string): string | null => (s.trim() === '' ? null : s.trim());

function ItemBasics({ item, path, set, problems }: Props) {
  const t = useT();
  const num = (k: 'price' | 'amount' | 'stock' | 'perDay' | 'perMember' | 'minLevel', label: string) => (
    <NumField label={label} path={`${path}.${k}`} value={item[k]} set={(n) => set({ ...item, [k]: n })} problems={problems} />
  );
  return (
    <div className="fields">
      <label>
        {t('mall.type')}
        <select name={`${path}.type`} value={item.type} onChange={(e) => set(withType(item, Number(e.target.value)))}>
          {MALL_ITEM_TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {t(`mall.type.${ty}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('mall.payment')}
        <select
          name={`${path}.paymentType`}
          value={item.paymentType}
          onChange={(e) => set({ ...item, paymentType: Number(e.target.value) })}
        >
          <option value={1}>{t('mall.payment.1')}</option>
          <option value={2}>{t('mall.payment.2')}</option>
        </select>
      </label>
      <TextField
        label={t('mall.form.nameEn')}
        path={`${path}.name.en`}
        value={item.name.en}
        set={(en) => set({ ...item, name: { ...item.name, en } })}
        problems={problems}
      />
      <TextField
        label={t('mall.form.nameSw')}
        path={`${path}.name.sw`}
        value={item.name.sw}
        set={(sw) => set({ ...item, name: { ...item.name, sw } })}
        problems={problems}
      />
      <label className="check">
        <input
          type="checkbox"
          name={`${path}.enabled`}
          checked={item.enabled}
          onChange={(e) => set({ ...item, enabled: e.target.checked })}
        />{' '}
        {t('mall.enabled')}
      </label>
      {num('price', t('mall.form.price', { unit: t(payUnit(item.paymentType)) }))}
      {item.type !== 6 && num('amount', t('mall.form.amount', { unit: t(prizeUnit(item.type)) }))}
      {num('stock', t('mall.form.stock'))}
      {num('perDay', t('mall.form.perDay'))}
      {num('perMember', t('mall.form.perMember'))}
      {num('minLevel', t('mall.form.minLevel'))}
    </div>
  );
}

function ItemExtras({ item, path, set, problems }: Props) {
  const t = useT();
  const { voucher, raffle, terms } = item;
  return (
    <>
      <p className="inline">
        <TextField
          label={t('mall.form.startAt')}
          path={`${path}.startAt`}
          value={item.startAt ?? ''}
          set={(s) => set({ ...item, startAt: nullIfEmpty(s) })}
          problems={problems}
        />
        <TextField
          label={t('mall.form.endAt')}
          path={`${path}.endAt`}
          value={item.endAt ?? ''}
          set={(s) => set({ ...item, endAt: nullIfEmpty(s) })}
          problems={problems}
        />
      </p>
      {terms && (
        <fieldset>
          <legend>{t('mall.form.terms')}</legend>
          <SettingFields value={terms} onChange={(next) => set({ ...item, terms: next })} path={`${path}.terms`} />
          <FieldProblem problems={problems} path={`${path}.terms`} />
        </fieldset>
      )}
      {voucher && (
        <fieldset>
          <legend>{t('mall.type.5')}</legend>
          <NumField
            label={t('mall.form.minAmount')}
            path={`${path}.voucher.minAmount`}
            value={voucher.minAmount}
            set={(minAmount) => set({ ...item, voucher: { ...voucher, minAmount } })}
            problems={problems}
          />
          <NumField
            label={t('mall.form.validDays')}
            path={`${path}.voucher.validDays`}
            value={voucher.validDays}
            set={(validDays) => set({ ...item, voucher: { ...voucher, validDays } })}
            problems={problems}
          />
        </fieldset>
      )}
      {raffle && (
        <RaffleEditor raffle={raffle} path={`${path}.raffle`} set={(r) => set({ ...item, raffle: r })} problems={problems} />
      )}
    </>
  );
}

export function MallItemEditor(props: Props & { remove: () => void }) {
  const t = useT();
  const { item } = props;
  return (
    <fieldset data-testid={`mall-item-${item.id}`}>
      <legend>{t('mall.form.item', { id: String(item.id), name: item.name.en })}</legend>
      <div className="fields">
        <NumField
          label={t('mall.id')}
          path={`${props.path}.id`}
          value={item.id}
          set={(id) => props.set({ ...item, id })}
          problems={props.problems}
        />
      </div>
      <ItemBasics {...props} />
      <ItemExtras {...props} />
      <button type="button" onClick={props.remove}>
        {t('mall.form.remove')}
      </button>
    </fieldset>
  );
}
