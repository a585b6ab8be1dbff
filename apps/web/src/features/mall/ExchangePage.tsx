import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ExchangeCfg } from '@nyota/contract/api/mall';
import { formatMinor, formatMoney, parseMajor } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { exchangeKey, mallCall } from './api';
import './mall.css';

type Rate = ExchangeCfg['rates'][number];

const cashFor = (amount: number, rateBp: number) => Math.floor((amount * rateBp) / 10_000);

/**
 * Exchange (/exchange, login; docs/product-rules/mall.md#exchange): coins or diamonds for cash at
 * the published rate, from VIP 4 (below it the page says so and links the VIP levels), at least the
 * minimum and within the daily limit left, shown as the player types.
 */
export function ExchangePage() {
  const { t } = useI18n();
  const q = useQuery({ queryKey: exchangeKey, queryFn: () => mallCall('exchangeCfg', {}) });
  const cfg = q.data;
  const gated = cfg !== undefined && (cfg.level ?? 0) < cfg.requiredLevel;
  return (
    <PageFrame title={t('exchange.title')} data-testid="page-exchange">
      <div className="stack">
        <p className="muted">{t('exchange.intro')}</p>
        {!cfg && <Spinner />}
        {gated && (
          <section className="card stack" data-testid="exchange-gate">
            <p>{t('exchange.gate', { level: cfg.requiredLevel, mine: cfg.level ?? 0 })}</p>
            <Link to="/vip">{t('exchange.gate_link')}</Link>
          </section>
        )}
        {cfg && !gated && cfg.rates.map((r) => <RateCard key={r.paymentType} rate={r} />)}
      </div>
    </PageFrame>
  );
}

function RateCard({ rate }: { rate: Rate }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const amount = parseMajor(text) ?? 0;
  const cash = cashFor(amount, rate.rateBp);
  const money = (minor: number) => formatMoney(minor, market.currencySymbol);
  const go = useMutation({
    mutationFn: () => mallCall('exchange', { paymentType: rate.paymentType === 2 ? '2' : '1', amount: String(amount) }),
    onSuccess: (res) => {
      toast('success', t(res.status === 'held' ? 'exchange.done_held' : 'exchange.done', { cash: money(res.cash) }));
      setText('');
      client.setQueryData(exchangeKey, res.cfg);
    },
    onError: () => void client.invalidateQueries({ queryKey: exchangeKey }),
  });
  const label = t(rate.paymentType === 2 ? 'mall.tab_diamonds' : 'mall.tab_coins');
  const valid = amount >= rate.min && amount <= rate.leftToday && cash >= 1;
  return (
    <section className="card stack exchange-card" data-testid={`exchange-${rate.paymentType}`}>
      <h2>{label}</h2>
      <p data-testid={`exchange-rate-${rate.paymentType}`}>
        {t(rate.paymentType === 2 ? 'exchange.rate_2' : 'exchange.rate_1', {
          unit: formatMinor(10_000),
          cash: money(rate.rateBp),
        })}
      </p>
      {!rate.enabled ? (
        <p className="muted">{t('exchange.off')}</p>
      ) : (
        <>
          <TextField
            label={t('exchange.amount')}
            value={text}
            inputMode="decimal"
            onValueChange={(v) => setText(v.replace(/[^0-9.]/g, ''))}
            hint={t('exchange.min', { min: formatMinor(rate.min) })}
            data-testid={`exchange-amount-${rate.paymentType}`}
          />
          <p data-testid={`exchange-left-${rate.paymentType}`}>
            {t('exchange.left', { left: formatMinor(rate.leftToday), limit: formatMinor(rate.dailyLimit) })}
          </p>
          <p>
            <strong>{t('exchange.you_get', { cash: money(cash) })}</strong>
          </p>
          <Button
            disabled={!valid}
            loading={go.isPending}
            onClick={() => go.mutate()}
            data-testid={`exchange-submit-${rate.paymentType}`}
          >
            {t('exchange.submit')}
          </Button>
        </>
      )}
    </section>
  );
}
