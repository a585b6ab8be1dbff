/** The withdraw form (docs/product-rules/wallet.md#withdraw-limits) once balance and channels are loaded. */
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { rangePlaceholder } from './amount';
import { ContactIcons } from './ContactIcons';
import { useWithdrawFields, type WithdrawFieldsInput } from './use-withdraw-fields';
import { AMOUNT_MAX_LENGTH } from './wallet-constants';
import { WithdrawBreakdown } from './WithdrawBreakdown';
import { WithdrawChannelChoice } from './WithdrawChannelChoice';
import { WithdrawConfirmDialog } from './WithdrawConfirmDialog';
import { WithdrawTips } from './WithdrawTips';

const symbol = market.currencySymbol;
const money = (minor: number) => formatMoney(minor, symbol);

export function WithdrawFields(props: WithdrawFieldsInput) {
  const { t, lang } = useI18n();
  const form = useWithdrawFields(props);
  const { balance, settings } = props;
  const { limits, fresh, last } = form;
  return (
    <>
      <form className="wallet-form" noValidate onSubmit={form.submit}>
        <section className="card wallet-balance" aria-label={t('wallet.balance')}>
          <span className="muted">{t('wallet.balance')}</span>
          <strong className="money" data-testid="withdraw-balance">
            {money(balance.money)}
          </strong>
        </section>
        {balance.money < limits.min && (
          <p className="field__hint" data-testid="withdraw-balance-low">
            {t('wallet.balance_below_min', { min: money(limits.min) })}
          </p>
        )}
        <WithdrawChannelChoice
          offered={form.offered}
          refused={form.refused}
          value={form.channelId}
          onChange={form.setChannelId}
        />
        <TextField
          label={t('wallet.amount_label', { currency: symbol })}
          value={form.text}
          onValueChange={form.typeAmount}
          onBlur={form.settleAmount}
          error={form.amountError ? t(form.amountError.key, form.amountError.params) : null}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          placeholder={rangePlaceholder(limits)}
          className="wallet-amount"
          data-testid="withdraw-amount"
        />
        <section
          className="card wallet-summary"
          aria-label={t('wallet.summary')}
          aria-live="polite"
          data-testid="withdraw-summary"
        >
          <WithdrawBreakdown testId="withdraw" form={form} />
          <p className="wallet-payout">
            <span className="muted">{t('wallet.payout_to')}</span> <strong data-testid="withdraw-mobile">{form.mobile}</strong>
          </p>
          {fresh && fresh.net <= 0 && (
            <p className="field__error" role="alert">
              {t('errors.net_amount_zero')}
            </p>
          )}
        </section>
        {last && (
          <p className="muted" data-testid="withdraw-last">
            {t('wallet.last_withdrawal', { amount: money(last.money), date: formatDate(last.createTime, lang, true) })}
          </p>
        )}
        <Button type="submit" block disabled={!form.ready} data-testid="withdraw-submit">
          {t('wallet.withdraw_submit')}
        </Button>
        <WithdrawTips settings={settings} />
        <ContactIcons />
      </form>
      {form.confirming && fresh && form.minor !== null && <WithdrawConfirmDialog form={form} />}
    </>
  );
}
