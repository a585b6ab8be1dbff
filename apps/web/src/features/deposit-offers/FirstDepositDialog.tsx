import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FirstDepositData } from '@nyota/contract/api/deposit-offers';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Dialog } from '../../shared/ui/Dialog';
import { TextField } from '../../shared/ui/TextField';
import { amountInput } from '@nyota/contract/rules';
import { parseMajor } from '@nyota/contract/money/format';
import { call } from '../../shared/api/client';
import { claimFirstDeposit } from './api';
import { OfferChannels } from './OfferChannels';
import { bonusPreview, clockText, secondsLeft } from './offer-clock';
import './deposit-offers.css';

const money = (n: number) => formatMoney(n, market.currencySymbol);

/** Whole seconds left to `endsAt`, re-read every second. */
function useSecondsLeft(endsAt: string | null): number {
  const [left, setLeft] = useState(() => secondsLeft(endsAt, Date.now()));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(endsAt, Date.now()));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [endsAt]);
  return left;
}

/** The bonus's significant terms, before the player accepts (docs/product-rules/deposit-offers.md). */
function OfferTerms({ offer, bonus }: { offer: FirstDepositData; bonus: number }) {
  const { t } = useI18n();
  const { terms } = offer;
  return (
    <section className="offer__terms" aria-label={t('offer.fd_terms_title')} data-testid="offer-terms">
      <h3>{t('offer.fd_terms_title')}</h3>
      <ul>
        <li>{t('offer.fd_share', { pct: String(offer.percent), max: money(offer.maxBonus) })}</li>
        <li>{t('bonus.term_wagering', { x: String(terms.wageringMultiple), amount: money(bonus * terms.wageringMultiple) })}</li>
        <li>{t('bonus.term_contribution', { pct: String(terms.contribution) })}</li>
        <li>{t('bonus.term_max_stake', { amount: money(terms.maxStake) })}</li>
        <li>{t('bonus.term_max_conversion', { amount: money(terms.maxConversion) })}</li>
        <li>{t('offer.term_valid_days', { days: String(terms.validDays) })}</li>
        <li>{t('offer.term_bonus_money')}</li>
      </ul>
    </section>
  );
}

/**
 * The first-deposit offer (docs/product-rules/deposit-offers.md#first-deposit): the configured
 * headline, the 30-minute countdown from sign-up ticking each second, the bonus's terms, and a
 * deposit form whose Pay starts a real deposit with the claim; then the deposit's waiting page.
 */
export function FirstDepositDialog({ offer, onClose }: { offer: FirstDepositData; onClose(): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const left = useSecondsLeft(offer.endsAt);
  const channels = useQuery({ queryKey: ['depositChannels'], queryFn: ({ signal }) => call('depositChannels', {}, { signal }) });
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const channel = picked ?? channels.data?.find((c) => c.selected)?.id ?? channels.data?.[0]?.id ?? null;
  const amount = parseMajor(text) ?? 0;
  const bonus = bonusPreview(amount, offer);
  const claim = useMutation({
    mutationFn: (v: { amount: number; channel: number }) => claimFirstDeposit(v.amount, v.channel),
    onSuccess: (res) => {
      onClose();
      void navigate(res.redirectUrl);
    },
  });
  const ready = left > 0 && accepted && channel !== null && amount >= offer.minDeposit && !claim.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && channel !== null) claim.mutate({ amount, channel });
  };

  return (
    <Dialog title={t('offer.fd_title')} onClose={onClose} className="offer" data-testid="first-deposit-dialog">
      <form onSubmit={submit} className="offer__form">
        <p className="offer__headline" data-testid="offer-headline">
          {offer.headline}
        </p>
        <p className="offer__body">{offer.body}</p>
        <p className="offer__countdown" role="timer" aria-label={t('offer.fd_countdown_label', { time: clockText(left) })}>
          {left > 0 ? (
            <>
              {t('offer.fd_countdown')}{' '}
              <strong data-testid="offer-countdown" data-seconds={left}>
                {clockText(left)}
              </strong>
            </>
          ) : (
            <strong data-testid="offer-ended">{t('offer.fd_ended')}</strong>
          )}
        </p>
        <OfferTerms offer={offer} bonus={bonus > 0 ? bonus : offer.maxBonus} />
        <TextField
          label={t('offer.fd_amount', { symbol: market.currencySymbol })}
          value={text}
          onValueChange={(v) => setText(amountInput(v).slice(0, 9))}
          inputMode="decimal"
          hint={t('offer.fd_min', { min: money(offer.minDeposit) })}
          data-testid="offer-amount"
        />
        {bonus > 0 && (
          <p className="offer__preview" data-testid="offer-preview">
            {t('offer.fd_preview', { bonus: money(bonus), deposit: money(amount) })}
          </p>
        )}
        <OfferChannels channels={channels.data ?? []} value={channel} onChange={setPicked} />
        <Checkbox checked={accepted} onChange={setAccepted} data-testid="offer-accept">
          {t('offer.fd_accept')}
        </Checkbox>
        <div className="btn-row">
          <Button type="button" variant="secondary" onClick={onClose} data-testid="offer-not-now">
            {t('offer.fd_not_now')}
          </Button>
          <Button type="submit" disabled={!ready} data-testid="offer-pay">
            {t('offer.fd_pay', { amount: money(amount) })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
