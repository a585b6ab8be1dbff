import type { PayItem } from '@nyota/contract/api/payments';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMinor } from '@nyota/contract/money/format';

const symbol = market.currencySymbol;

/** "K 20" for a whole amount, "K 20.50" otherwise: tiles are read at a glance. */
function tileMoney(minor: number): string {
  return `${symbol} ${formatMinor(minor).replace(/\.00$/, '')}`;
}

/**
 * The quick-amount tiles (docs/product-rules/deposit.md#quick-amounts-pay-items): native radios,
 * each with the pay item's image and, for a hot preset, a badge. Picking one fills the amount;
 * typing an amount selects its tile.
 */
export function PayItemTiles({
  items,
  selectedId,
  onPick,
}: {
  items: readonly PayItem[];
  selectedId: number | null;
  onPick(item: PayItem): void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="wallet-group">
      <legend className="field__label">{t('wallet.quick_amounts')}</legend>
      <div className="tiles">
        {items.map((item) => (
          <label key={item.id} className="tile" data-hot={item.hot || undefined}>
            <input
              type="radio"
              name="pay-item"
              className="option__input"
              checked={selectedId === item.id}
              onChange={() => onPick(item)}
              data-testid={`pay-tile-${item.payMoney}`}
            />
            {item.image && <img className="tile__image" src={item.image} alt="" width={24} height={24} decoding="async" />}
            <span className="tile__amount">{tileMoney(item.payMoney)}</span>
            {item.money !== item.payMoney && (
              <span className="tile__get">{t('wallet.tile_get', { amount: tileMoney(item.money) })}</span>
            )}
            {item.hot && (
              <span className="tile__badge" data-testid={`pay-tile-hot-${item.payMoney}`}>
                {t('wallet.tile_hot')}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
