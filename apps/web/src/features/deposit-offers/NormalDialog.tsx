import { useState, type FormEvent } from 'react';
import type { NormalDepositData } from '@nyota/contract/api/deposit-offers';
import { parseMajor } from '@nyota/contract/money/format';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Dialog } from '../../shared/ui/Dialog';
import { claimNormal } from './api';
import { OfferChannels } from './OfferChannels';
import {
  BonusMoneyTerms,
  DAYS_RULE,
  EntryText,
  majorText,
  money,
  OfferAmount,
  useOfferChannel,
  useOfferClaim,
} from './OfferParts';
import './deposit-offers.css';

/** The seeds' day states: 0 unclaimed, 1 claimed, -1 expired. */
const DAY_STATE: Record<number, MessageKey> = { 0: 'offer.normal_open', 1: 'offer.normal_claimed', [-1]: 'offer.normal_expired' };

/** The run's days, each with its state (the day a claim takes now marked). */
export function NormalDays({ offer }: { offer: NormalDepositData }) {
  const { t } = useI18n();
  return (
    <ol className="offer__days" aria-label={offer.headline}>
      {offer.state.map((s, i) => (
        <li
          key={i}
          className={`offer__day offer__day--${s === 1 ? 'claimed' : s === -1 ? 'expired' : 'open'}`}
          aria-current={offer.day === i + 1 ? 'step' : undefined}
          data-testid={`normal-day-${i + 1}`}
          data-state={s}
        >
          <strong>{t('offer.normal_day', { n: String(i + 1) })}</strong> {t(DAY_STATE[s] ?? 'offer.normal_open')}
        </li>
      ))}
    </ol>
  );
}

/**
 * The normal (3-day check-in) deposit (docs/product-rules/deposit-offers.md#normal-3-day-check-in):
 * the run's days and their state, what the day to take gives (each entry from its smallest deposit,
 * by its days rule), the amount, terms, channel and acceptance; Pay starts the deposit with the
 * claim, then the deposit's waiting page. A member who checked in today is told to come back.
 */
export function NormalDialog({ offer, onClose, onLeave }: { offer: NormalDepositData; onClose(): void; onLeave?: () => void }) {
  const { t } = useI18n();
  const { channels, channel, setPicked } = useOfferChannel();
  const tier = offer.tiers.find((x) => x.id === offer.day);
  const [text, setText] = useState(tier ? majorText(tier.minAmount) : '');
  const [accepted, setAccepted] = useState(false);
  const amount = parseMajor(text) ?? 0;
  const take = useOfferClaim(
    (v: { day: number; amount: number; channel: number }) => claimNormal(v.day, v.amount, v.channel),
    onClose,
    onLeave,
  );
  const ready = tier !== undefined && channel !== null && accepted && amount >= tier.minAmount && !take.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && channel !== null) take.mutate({ day: tier.id, amount, channel });
  };
  return (
    <Dialog title={offer.headline} onClose={onClose} className="offer" data-testid="normal-dialog">
      <form onSubmit={submit} className="offer__form">
        <p className="offer__body">{offer.body}</p>
        <p className="offer__body">{t('offer.normal_rule', { days: String(offer.returnDays) })}</p>
        <NormalDays offer={offer} />
        {tier ? (
          <>
            <p className="offer__preview">{t('offer.normal_takes', { n: String(tier.id) })}</p>
            <ul className="offer__entries" data-testid="normal-entries">
              {tier.bonuses.map((b) => (
                <li key={b.id}>
                  <EntryText entry={b} /> · {t('offer.entry_from', { min: money(b.minAmount) })} ·{' '}
                  {t(DAYS_RULE[b.days] ?? 'offer.days_once')}
                </li>
              ))}
            </ul>
            <OfferAmount text={text} onText={setText} min={tier.minAmount} />
            {tier.bonuses.some((b) => b.type === 2) && <BonusMoneyTerms terms={offer.terms} />}
            <OfferChannels channels={channels} value={channel} onChange={setPicked} />
            <Checkbox checked={accepted} onChange={setAccepted} data-testid="offer-accept">
              {t('offer.fd_accept')}
            </Checkbox>
          </>
        ) : (
          <p className="offer__preview" data-testid="normal-done-today">
            {t('offer.normal_today_done')}
          </p>
        )}
        <div className="btn-row">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('offer.fd_not_now')}
          </Button>
          {tier && (
            <Button type="submit" disabled={!ready} data-testid="normal-pay">
              {t('offer.normal_pay', { amount: money(amount) })}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
