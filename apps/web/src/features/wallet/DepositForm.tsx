import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DepositChannel, PayItem } from '@nyota/contract/api/payments';
import { ErrorCode } from '@nyota/contract/error-codes';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import { isApiError } from '../../shared/api/api-error';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMoney } from '../../shared/lib/money';
import { useMemberInfo } from '../../shared/session/member-queries';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { toast } from '../../shared/ui/feedback/feedback-store';
import * as ic from '../../shared/ui/icons';
import { PageSpinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { checkDepositAmount, rangePlaceholder, selectedPayItem, settledAmount, toInput, toMinor, typedAmount } from './amount';
import { depositChannelsQuery, depositSettingsQuery, depositTaxQuery, initDeposit, payItemsQuery } from './api';
import { ChannelOptions } from './ChannelOptions';
import { ContactIcons } from './ContactIcons';
import { useDebounced } from './hooks';
import { transNoFromRedirect } from './redirect';
import { PayItemTiles } from './PayItemTiles';
import { LoadFailed } from './VisitorPrompt';
import type { DepositSettings } from './wallet-config';
import { AMOUNT_MAX_LENGTH, QUOTE_DEBOUNCE_MS } from './wallet-constants';

const symbol = market.currencySymbol;

export interface DepositFormProps {
  /** The deposit was started: wait for its result. */
  onStarted(transNo: string): void;
  /** Inside the wallet dialog, leaving for the contact page closes it. */
  onLeave?(): void;
}

/** The deposit form (wallet seed §2 Deposit screen): loads the config, channels and tiles first. */
export function DepositForm({ onStarted, onLeave }: DepositFormProps) {
  const { t } = useI18n();
  const settings = useQuery(depositSettingsQuery);
  const channels = useQuery(depositChannelsQuery);
  // Tiles are a shortcut: the form works without them.
  const items = useQuery(payItemsQuery);

  if (settings.isPending || channels.isPending) return <PageSpinner />;
  if (settings.isError || channels.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void settings.refetch();
          void channels.refetch();
        }}
      />
    );
  }
  if (!settings.data?.enable) {
    return (
      <EmptyState icon={ic.deposit} title={t('wallet.deposit_paused_title')}>
        <p>{t('wallet.deposit_paused_body')}</p>
      </EmptyState>
    );
  }
  if (channels.data.length === 0) {
    return (
      <EmptyState icon={ic.deposit} title={t('wallet.no_channels')}>
        <ContactIcons onNavigate={onLeave} />
      </EmptyState>
    );
  }
  return (
    <DepositFields
      settings={settings.data}
      channels={channels.data}
      items={items.data ?? []}
      onStarted={onStarted}
      onLeave={onLeave}
    />
  );
}

function DepositFields({
  settings,
  channels,
  items,
  onStarted,
  onLeave,
}: DepositFormProps & { settings: DepositSettings; channels: DepositChannel[]; items: PayItem[] }) {
  const { t } = useI18n();
  const info = useMemberInfo();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [channelId, setChannelId] = useState<number | null>(() => (channels.find((c) => c.selected) ?? channels[0])?.id ?? null);

  const limits = { min: settings.minimumLimitPerTransaction, max: settings.upperLimitPerTransaction };
  const minor = toMinor(text);
  const check = checkDepositAmount(minor, limits, symbol);
  const tile = selectedPayItem(items, minor);
  const quoted = useDebounced(check.valid ? minor : null, QUOTE_DEBOUNCE_MS);
  const tax = useQuery({ ...depositTaxQuery(quoted ?? 0), enabled: quoted !== null });

  const mutation = useMutation({
    mutationFn: initDeposit,
    onSuccess: (data) => {
      // Seed §8: without a redirect url carrying a transNo, nothing happens.
      const transNo = transNoFromRedirect(data?.redirectUrl);
      if (transNo) onStarted(transNo);
    },
    onError: (error) => {
      // The API client shows every refusal except 1003 (its login flow asks instead); here it is a refusal too.
      if (isApiError(error, ErrorCode.SELF_EXCLUDED)) toast('failed', error.message);
    },
  });

  const canPay = check.valid && minor !== null && channelId !== null && !mutation.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canPay) return;
    mutation.mutate({ itemId: tile?.id ?? 0, payMoney: minor, payChannel: channelId });
  };
  const setAmount = (v: string) => {
    setText(typedAmount(v));
    setTouched(true);
  };
  const shownTax = quoted !== null && quoted === minor ? tax.data : undefined;
  const mobile = info ? maskMobile(toLocal(info.mobile, market)) : '';

  return (
    <form className="wallet-form" noValidate onSubmit={submit} aria-busy={mutation.isPending || undefined}>
      <TextField
        label={t('wallet.amount_label', { currency: symbol })}
        value={text}
        onValueChange={setAmount}
        onBlur={() => {
          setText((v) => settledAmount(v));
          if (text) setTouched(true);
        }}
        error={touched && check.message ? t(check.message.key, check.message.params) : null}
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        placeholder={rangePlaceholder(limits)}
        className="wallet-amount"
        data-testid="deposit-amount"
      />

      {items.length > 0 && (
        <PayItemTiles items={items} selectedId={tile?.id ?? null} onPick={(item) => setAmount(toInput(item.payMoney))} />
      )}

      <ChannelOptions
        legend={t('wallet.pay_with')}
        name="deposit-channel"
        options={channels.map((c) => ({ id: c.id, code: c.channelCode, logoUrl: c.logoUrl }))}
        value={channelId}
        onChange={setChannelId}
        testIdPrefix="deposit-channel"
      />

      {check.valid && minor !== null && (
        <section
          className="card wallet-summary"
          aria-label={t('wallet.summary')}
          aria-live="polite"
          data-testid="deposit-summary"
        >
          <dl className="details">
            <div>
              <dt>{t('wallet.deposit_amount')}</dt>
              <dd className="money">{formatMoney(minor, symbol)}</dd>
            </div>
            {shownTax ? (
              <>
                <div>
                  <dt>{t('wallet.deposit_tax')}</dt>
                  <dd className="money" data-testid="deposit-tax">
                    {formatMoney(shownTax.taxPayable, symbol)}
                  </dd>
                </div>
                {shownTax.rateSubsidyAmount > 0 && (
                  <div>
                    <dt>{t('wallet.deposit_subsidy')}</dt>
                    <dd className="money">{formatMoney(shownTax.rateSubsidyAmount, symbol)}</dd>
                  </div>
                )}
                <div className="wallet-summary__total">
                  <dt>{t('wallet.deposit_credit')}</dt>
                  <dd className="money" data-testid="deposit-credit">
                    {formatMoney(minor - shownTax.taxPayable + shownTax.rateSubsidyAmount, symbol)}
                  </dd>
                </div>
              </>
            ) : (
              <div>
                <dt>{t('wallet.deposit_tax')}</dt>
                <dd className="muted">{t('wallet.calculating')}</dd>
              </div>
            )}
          </dl>
        </section>
      )}

      <Button type="submit" block disabled={!canPay} loading={mutation.isPending} data-testid="deposit-pay">
        {check.valid && minor !== null ? t('wallet.pay_amount', { amount: formatMoney(minor, symbol) }) : t('wallet.pay')}
      </Button>

      <section className="wallet-tips" aria-label={t('wallet.tips')}>
        <ul className="bullets">
          {mobile && <li>{t('wallet.tip_prompt', { mobile })}</li>}
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
