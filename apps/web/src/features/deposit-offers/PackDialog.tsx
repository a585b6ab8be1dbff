import { useState, type FormEvent } from 'react';
import type { PackDepositData } from '@nyota/contract/api/deposit-offers';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Dialog } from '../../shared/ui/Dialog';
import { claimPack } from './api';
import { OfferChannels } from './OfferChannels';
import { BonusMoneyTerms, EntryText, money, useOfferChannel, useOfferClaim } from './OfferParts';
import './deposit-offers.css';

/**
 * The pack (docs/product-rules/deposit-offers.md#pack): its tiers, each a deposit amount and what it
 * gives, the bonus money's terms, a channel and the player's acceptance; Pay starts the tier's
 * deposit with the claim, then the deposit's waiting page.
 */
export function PackDialog({ offer, onClose, onLeave }: { offer: PackDepositData; onClose(): void; onLeave?: () => void }) {
  const { t } = useI18n();
  const { channels, channel, setPicked } = useOfferChannel();
  const [tierId, setTierId] = useState(offer.tiers[0]?.id ?? 0);
  const [accepted, setAccepted] = useState(false);
  const tier = offer.tiers.find((x) => x.id === tierId);
  const hasBonusMoney = offer.tiers.some((x) => x.bonuses.some((b) => b.type === 2));
  const buy = useOfferClaim(
    (v: { id: number; payMoney: number; channel: number }) => claimPack(v.id, v.payMoney, v.channel),
    onClose,
    onLeave,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tier && channel !== null && accepted) buy.mutate({ id: tier.id, payMoney: tier.payMoney, channel });
  };
  return (
    <Dialog title={offer.headline} onClose={onClose} className="offer" data-testid="pack-dialog">
      <form onSubmit={submit} className="offer__form">
        <p className="offer__body">{offer.body}</p>
        <fieldset className="wallet-group">
          <legend className="field__label">{t('offer.pack_choose')}</legend>
          {offer.tiers.map((x) => (
            <label key={x.id} className="offer__tier">
              <input
                type="radio"
                name="pack-tier"
                checked={x.id === tierId}
                onChange={() => setTierId(x.id)}
                data-testid={`pack-tier-${x.id}`}
              />
              <span>
                <strong>{t('offer.pack_deposit', { amount: money(x.payMoney) })}</strong>
                <ul>
                  {x.bonuses.map((b) => (
                    <li key={b.id}>
                      <EntryText entry={b} />
                    </li>
                  ))}
                </ul>
              </span>
            </label>
          ))}
        </fieldset>
        {hasBonusMoney && <BonusMoneyTerms terms={offer.terms} />}
        <p className="offer__preview">{t('offer.pack_once')}</p>
        <OfferChannels channels={channels} value={channel} onChange={setPicked} />
        <Checkbox checked={accepted} onChange={setAccepted} data-testid="offer-accept">
          {t('offer.fd_accept')}
        </Checkbox>
        <div className="btn-row">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('offer.fd_not_now')}
          </Button>
          <Button type="submit" disabled={!tier || channel === null || !accepted || buy.isPending} data-testid="pack-pay">
            {t('offer.pack_pay', { amount: money(tier?.payMoney ?? 0) })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
