/** The deposit form's fields (docs/product-rules/wallet.md) once its config and channels are loaded. */
import type { DepositChannel, PayItem } from '@nyota/contract/api/payments';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMajor, formatMoney } from '@nyota/contract/money/format';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { rangePlaceholder } from './amount';
import { ChannelOptions } from './ChannelOptions';
import { ContactIcons } from './ContactIcons';
import { DepositSummary } from './DepositSummary';
import { PayItemTiles } from './PayItemTiles';
import { useDepositFields } from './use-deposit-fields';
import type { DepositSettings } from './wallet-config';
import { AMOUNT_MAX_LENGTH } from './wallet-constants';

const symbol = market.currencySymbol;

export interface DepositFieldsProps {
  settings: DepositSettings;
  channels: DepositChannel[];
  items: PayItem[];
  onStarted(transNo: string): void;
  onLeave?(): void;
}

export function DepositFields({ settings, channels, items, onStarted, onLeave }: DepositFieldsProps) {
  const { t } = useI18n();
  const form = useDepositFields({ settings, channels, items, onStarted });
  const { amount, pending } = form;
  return (
    <form className="wallet-form" noValidate onSubmit={form.submit} aria-busy={pending || undefined}>
      <TextField
        label={t('wallet.amount_label', { currency: symbol })}
        value={form.text}
        onValueChange={form.setAmount}
        onBlur={form.settleAmount}
        error={form.amountError ? t(form.amountError.key, form.amountError.params) : null}
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        placeholder={rangePlaceholder(form.limits)}
        className="wallet-amount"
        data-testid="deposit-amount"
      />
      {items.length > 0 && (
        <PayItemTiles
          items={items}
          selectedId={form.tile?.id ?? null}
          onPick={(item) => form.setAmount(formatMajor(item.payMoney))}
        />
      )}
      <ChannelOptions
        legend={t('wallet.pay_with')}
        name="deposit-channel"
        options={channels.map((c) => ({ id: c.id, code: c.channelCode, logoUrl: c.logoUrl }))}
        value={form.channelId}
        onChange={form.setChannelId}
        testIdPrefix="deposit-channel"
      />
      {amount !== null && <DepositSummary amount={amount} tax={form.tax} />}
      <Button type="submit" block disabled={!form.canPay} loading={pending} data-testid="deposit-pay">
        {amount !== null ? t('wallet.pay_amount', { amount: formatMoney(amount, symbol) }) : t('wallet.pay')}
      </Button>
      <section className="wallet-tips" aria-label={t('wallet.tips')}>
        <ul className="bullets">
          {form.mobile && <li>{t('wallet.tip_prompt', { mobile: form.mobile })}</li>}
          <li data-testid="deposit-limits-tip">
            {t('wallet.tip_deposit_limits', {
              max: formatMoney(settings.upperLimitPerTransaction, symbol),
              daily: formatMoney(settings.dailyLimit, symbol),
            })}
          </li>
        </ul>
      </section>
      <ContactIcons onNavigate={onLeave} />
    </form>
  );
}
