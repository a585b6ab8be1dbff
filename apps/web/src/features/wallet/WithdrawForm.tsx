import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MemberBalance } from '@nyota/contract/api/wallet';
import type { WithdrawChannel, WithdrawRecord } from '@nyota/contract/api/payments';
import { ErrorCode } from '@nyota/contract/error-codes';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import { isApiError } from '../../shared/api/api-error';
import { queryClient } from '../../shared/api/query-client';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { formatMoney } from '../../shared/lib/money';
import { useMemberInfo } from '../../shared/session/member-queries';
import { ME_KEY } from '../../shared/session/member-keys';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { PageSpinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { checkWithdrawAmount, rangePlaceholder, settledAmount, toMinor, typedAmount } from './amount';
import { balanceQuery, initWithdraw, lastWithdrawalQuery, memberTaxQuery, withdrawChannelsQuery } from './api';
import { ChannelOptions, channelName } from './ChannelOptions';
import { ContactIcons } from './ContactIcons';
import { feeFor, feeRuleOf, feeRuleText, percentText, type FeeRule } from './fees';
import { useDebounced } from './hooks';
import { LoadFailed } from './VisitorPrompt';
import type { WithdrawSettings } from './wallet-config';
import { AMOUNT_MAX_LENGTH, QUOTE_DEBOUNCE_MS } from './wallet-constants';
import { channelForNumber } from './withdraw-view';

const symbol = market.currencySymbol;
const money = (minor: number) => formatMoney(minor, symbol);
/** The worked example of the tax tip (docs/product-rules/wallet-tax.md): 100 and 50 in major units. */
const TAX_EXAMPLE = { deposit: 10_000, won: 5_000 };

interface Offered {
  channel: WithdrawChannel;
  rule: FeeRule;
}

/** The withdraw form (wallet seed §2 Withdraw page) once balance and channels are loaded. */
export function WithdrawForm({ settings, onDone }: { settings: WithdrawSettings; onDone(record: WithdrawRecord): void }) {
  const balance = useQuery(balanceQuery);
  const channels = useQuery(withdrawChannelsQuery);
  if (balance.isPending || channels.isPending) return <PageSpinner />;
  if (balance.isError || channels.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void balance.refetch();
          void channels.refetch();
        }}
      />
    );
  }
  return <WithdrawFields settings={settings} balance={balance.data} channels={channels.data} onDone={onDone} />;
}

function WithdrawFields({
  settings,
  balance,
  channels,
  onDone,
}: {
  settings: WithdrawSettings;
  balance: MemberBalance;
  channels: WithdrawChannel[];
  onDone(record: WithdrawRecord): void;
}) {
  const { t, lang } = useI18n();
  const info = useMemberInfo();
  const localMobile = info ? toLocal(info.mobile, market) : '';
  // Seed §5: an unsupported fee type is an error; that channel is not offered.
  const all: Offered[] = channels.map((channel) => ({ channel, rule: feeRuleOf(channel) }));
  const offered = all.filter((o) => o.rule.kind !== 'unsupported');
  const refused = all.filter((o) => o.rule.kind === 'unsupported');

  const [channelId, setChannelId] = useState<number | null>(
    () =>
      (
        channelForNumber(
          offered.map((o) => o.channel),
          localMobile,
        ) ?? offered[0]?.channel
      )?.id ?? null,
  );
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const current = offered.find((o) => o.channel.id === channelId) ?? null;
  const limits = { min: settings.minimumLimitPerTransaction, max: settings.upperLimitPerTransaction };
  const minor = toMinor(text);
  const check = checkWithdrawAmount(minor, limits, balance.money, symbol);
  const wanted = check.valid && minor !== null && current ? `${minor}:${current.channel.id}` : null;
  const quoted = useDebounced(wanted, QUOTE_DEBOUNCE_MS);
  const [qMoney = 0, qChannel = 0] = quoted ? quoted.split(':').map(Number) : [];
  const quote = useQuery({ ...memberTaxQuery(qMoney, qChannel), enabled: quoted !== null });
  const fresh = quoted !== null && quoted === wanted ? quote.data : undefined;
  const last = useQuery({ ...lastWithdrawalQuery(current?.channel.id ?? 0), enabled: current !== null });

  const mutation = useMutation({
    mutationFn: initWithdraw,
    onSuccess: (record) => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
      onDone(record);
    },
    onError: (error) => {
      setConfirming(false);
      // The API client shows every refusal except 1003, which here is a refusal like the others.
      if (isApiError(error, ErrorCode.SELF_EXCLUDED)) toast('failed', error.message);
      // The quote may be stale now (daily limit, tax history): ask again.
      void queryClient.invalidateQueries({ queryKey: [...ME_KEY, 'withdraw-tax'] });
    },
  });

  const ready = check.valid && fresh !== undefined && fresh.net > 0 && !mutation.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) setConfirming(true);
  };
  const previewFee = current && minor !== null && check.valid ? feeFor(minor, current.rule) : null;
  const mobile = maskMobile(localMobile);

  const breakdown = (testId: string) => (
    <dl className="details">
      <div>
        <dt>{t('wallet.withdraw_amount')}</dt>
        <dd className="money">{check.valid && minor !== null ? money(minor) : '—'}</dd>
      </div>
      <div>
        <dt>{t('wallet.withdraw_fee')}</dt>
        <dd className="money" data-testid={`${testId}-fee`}>
          {fresh ? money(fresh.fee) : previewFee !== null ? money(previewFee) : '—'}
        </dd>
      </div>
      <div>
        <dt>
          {t('wallet.withdraw_tax')}
          {fresh && fresh.tax > 0 && (
            <span className="muted wallet-sub">
              {' '}
              ({t('wallet.withdraw_tax_rule', { rate: percentText(fresh.taxRate), taxable: money(fresh.taxableAmount) })})
            </span>
          )}
        </dt>
        <dd className="money" data-testid={`${testId}-tax`}>
          {fresh ? money(fresh.tax) : wanted ? <span className="muted">{t('wallet.calculating')}</span> : '—'}
        </dd>
      </div>
      <div className="wallet-summary__total">
        <dt>{t('wallet.withdraw_net')}</dt>
        <dd className="money" data-testid={`${testId}-net`}>
          {fresh ? money(fresh.net) : wanted ? <span className="muted">{t('wallet.calculating')}</span> : '—'}
        </dd>
      </div>
    </dl>
  );

  return (
    <>
      <form className="wallet-form" noValidate onSubmit={submit}>
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

        {refused.map((o) => (
          <p
            key={o.channel.id}
            className="field__error"
            role="alert"
            data-testid={`withdraw-channel-error-${o.channel.channelCode}`}
          >
            {t('wallet.channel_unsupported', { channel: channelName(o.channel.channelCode) })}
          </p>
        ))}
        {offered.length > 0 ? (
          <ChannelOptions
            legend={t('wallet.withdraw_to')}
            name="withdraw-channel"
            options={offered.map((o) => {
              const fee = feeRuleText(o.rule, symbol);
              return {
                id: o.channel.id,
                code: o.channel.channelCode,
                detail: fee ? t('wallet.fee_rule', { fee }) : t('wallet.fee_none'),
              };
            })}
            value={channelId}
            onChange={setChannelId}
            testIdPrefix="withdraw-channel"
          />
        ) : (
          <p className="field__error">{t('wallet.withdraw_unavailable')}</p>
        )}

        <TextField
          label={t('wallet.amount_label', { currency: symbol })}
          value={text}
          onValueChange={(v) => {
            setText(typedAmount(v));
            setTouched(true);
          }}
          onBlur={() => setText((v) => settledAmount(v))}
          error={touched && check.message ? t(check.message.key, check.message.params) : null}
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
          {breakdown('withdraw')}
          <p className="wallet-payout">
            <span className="muted">{t('wallet.payout_to')}</span> <strong data-testid="withdraw-mobile">{mobile}</strong>
          </p>
          {fresh && fresh.net <= 0 && (
            <p className="field__error" role="alert">
              {t('errors.net_amount_zero')}
            </p>
          )}
        </section>

        {last.data && (
          <p className="muted" data-testid="withdraw-last">
            {t('wallet.last_withdrawal', { amount: money(last.data.money), date: formatDate(last.data.createTime, lang, true) })}
          </p>
        )}

        <Button type="submit" block disabled={!ready} data-testid="withdraw-submit">
          {t('wallet.withdraw_submit')}
        </Button>

        <section className="wallet-tips" aria-label={t('wallet.tips')}>
          <ul className="bullets">
            <li>{t('wallet.tip_instant', { cap: money(settings.instantDailyCap) })}</li>
            <li>{t('wallet.tip_review')}</li>
            <li>{t('wallet.tip_daily', { limit: money(settings.dailyLimit) })}</li>
            <li>{t('wallet.tip_tax')}</li>
            <li>{t('wallet.tip_tax_example', { deposit: money(TAX_EXAMPLE.deposit), won: money(TAX_EXAMPLE.won) })}</li>
            <li>{t('wallet.tip_contact')}</li>
          </ul>
        </section>
        <ContactIcons />
      </form>

      {confirming &&
        fresh &&
        minor !== null &&
        createPortal(
          <Dialog
            title={t('wallet.confirm_title')}
            onClose={() => !mutation.isPending && setConfirming(false)}
            data-testid="withdraw-confirm-dialog"
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
                  {t('common.cancel')}
                </Button>
                <Button
                  onClick={() =>
                    current &&
                    mutation.mutate({ money: minor, channel: current.channel.id, channelCode: current.channel.channelCode })
                  }
                  loading={mutation.isPending}
                  data-testid="withdraw-confirm"
                  data-autofocus
                >
                  {t('wallet.confirm')}
                </Button>
              </>
            }
          >
            <div className="stack">
              <p className="muted">{t('wallet.confirm_intro')}</p>
              {breakdown('confirm')}
              <p className="wallet-payout">
                <span className="muted">{t('wallet.payout_to')}</span>{' '}
                <strong>
                  {current ? `${channelName(current.channel.channelCode)} · ` : ''}
                  {mobile}
                </strong>
              </p>
            </div>
          </Dialog>,
          document.body,
        )}
    </>
  );
}
