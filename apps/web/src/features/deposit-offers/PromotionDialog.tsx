import { useState, type FormEvent } from 'react';
import type { PromotionDepositData } from '@nyota/contract/api/deposit-offers';
import { parseMajor } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Dialog } from '../../shared/ui/Dialog';
import { claimPromotion } from './api';
import { OfferChannels } from './OfferChannels';
import { BonusMoneyTerms, DAYS_RULE, majorText, money, OfferAmount, useOfferChannel, useOfferClaim } from './OfferParts';
import './deposit-offers.css';

/**
 * The promotion deposit (docs/product-rules/deposit-offers.md#promotion): its tiers (from an amount,
 * a share of the deposit up to a cap, by its days rule; one taken for now is shown but cannot be
 * picked), the amount, the bonus money's terms, a channel and the player's acceptance; Pay starts
 * the deposit with the claim, then the deposit's waiting page.
 */
export function PromotionDialog({
  offer,
  onClose,
  onLeave,
}: {
  offer: PromotionDepositData;
  onClose(): void;
  onLeave?: () => void;
}) {
  const { t } = useI18n();
  const { channels, channel, setPicked } = useOfferChannel();
  const first = offer.tiers.find((x) => x.available);
  const [tierId, setTierId] = useState(first?.id ?? 0);
  const [text, setText] = useState(first ? majorText(first.minAmount) : '');
  const [accepted, setAccepted] = useState(false);
  const tier = offer.tiers.find((x) => x.id === tierId && x.available);
  const amount = parseMajor(text) ?? 0;
  const take = useOfferClaim(
    (v: { id: number; amount: number; channel: number }) => claimPromotion(v.id, v.amount, v.channel),
    onClose,
    onLeave,
  );
  const ready = tier !== undefined && channel !== null && accepted && amount >= tier.minAmount && !take.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && channel !== null) take.mutate({ id: tier.id, amount, channel });
  };
  return (
    <Dialog title={offer.headline} onClose={onClose} className="offer" data-testid="promotion-dialog">
      <form onSubmit={submit} className="offer__form">
        <p className="offer__body">{offer.body}</p>
        <fieldset className="wallet-group">
          <legend className="field__label">{t('offer.promo_choose')}</legend>
          {offer.tiers.map((x) => (
            <label key={x.id} className="offer__tier">
              <input
                type="radio"
                name="promotion-tier"
                checked={x.id === tierId}
                disabled={!x.available}
                onChange={() => {
                  setTierId(x.id);
                  setText(majorText(x.minAmount));
                }}
                data-testid={`promotion-tier-${x.id}`}
              />
              <span>
                <strong>
                  {t('offer.promo_tier', { min: money(x.minAmount), pct: String(x.percent), max: money(x.maxBonus) })}
                </strong>{' '}
                ({t(x.type === 2 ? 'offer.promo_bonus_money' : 'offer.promo_cash')}; {t(DAYS_RULE[x.days] ?? 'offer.days_once')})
                {!x.available && <em> {t('offer.promo_taken')}</em>}
              </span>
            </label>
          ))}
        </fieldset>
        <OfferAmount text={text} onText={setText} min={tier?.minAmount ?? first?.minAmount ?? 0} />
        {offer.tiers.some((x) => x.type === 2) && <BonusMoneyTerms terms={offer.terms} />}
        <OfferChannels channels={channels} value={channel} onChange={setPicked} />
        <Checkbox checked={accepted} onChange={setAccepted} data-testid="offer-accept">
          {t('offer.fd_accept')}
        </Checkbox>
        <div className="btn-row">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('offer.fd_not_now')}
          </Button>
          <Button type="submit" disabled={!ready} data-testid="promotion-pay">
            {t('offer.promo_pay', { amount: money(amount) })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
