import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BonusEntry } from '@nyota/contract/api/bonuses';
import type { PackDepositData } from '@nyota/contract/api/deposit-offers';
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import { call } from '../../shared/api/client';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Dialog } from '../../shared/ui/Dialog';
import { claimPack } from './api';
import { OfferChannels } from './OfferChannels';
import './deposit-offers.css';

const money = (n: number) => formatMoney(n, market.currencySymbol);

const ENTRY: Record<number, MessageKey> = {
  1: 'offer.entry_cash',
  2: 'offer.entry_bonus',
  3: 'offer.entry_coins',
  5: 'offer.entry_coupon',
};

/** "2 × 10.00 coins", "K 25.00 bonus money". */
function EntryText({ entry }: { entry: BonusEntry }) {
  const { t } = useI18n();
  const key = ENTRY[entry.type] ?? 'offer.entry_cash';
  const amount = entry.type === 1 || entry.type === 2 ? money(entry.amount) : formatMinor(entry.amount);
  const one = t(key, { amount, name: entry.name });
  return <>{entry.copies > 1 ? `${entry.copies} × ${one}` : one}</>;
}

/**
 * The pack (docs/product-rules/deposit-offers.md#pack): its tiers, each a deposit amount and what it
 * gives, the bonus money's terms, a channel and the player's acceptance; Pay starts the tier's
 * deposit with the claim, then the deposit's waiting page.
 */
export function PackDialog({ offer, onClose }: { offer: PackDepositData; onClose(): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const channels = useQuery({ queryKey: ['depositChannels'], queryFn: ({ signal }) => call('depositChannels', {}, { signal }) });
  const [tierId, setTierId] = useState(offer.tiers[0]?.id ?? 0);
  const [picked, setPicked] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const channel = picked ?? channels.data?.find((c) => c.selected)?.id ?? channels.data?.[0]?.id ?? null;
  const tier = offer.tiers.find((x) => x.id === tierId);
  const hasBonusMoney = offer.tiers.some((x) => x.bonuses.some((b) => b.type === 2));
  const buy = useMutation({
    mutationFn: (v: { id: number; payMoney: number; channel: number }) => claimPack(v.id, v.payMoney, v.channel),
    onSuccess: (res) => {
      onClose();
      void navigate(res.redirectUrl);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tier && channel !== null && accepted) buy.mutate({ id: tier.id, payMoney: tier.payMoney, channel });
  };
  const { terms } = offer;
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
        {hasBonusMoney && (
          <section className="offer__terms" aria-label={t('offer.fd_terms_title')} data-testid="offer-terms">
            <h3>{t('offer.fd_terms_title')}</h3>
            <ul>
              <li>{t('offer.pack_wagering', { x: String(terms.wageringMultiple) })}</li>
              <li>{t('bonus.term_max_stake', { amount: money(terms.maxStake) })}</li>
              <li>{t('bonus.term_max_conversion', { amount: money(terms.maxConversion) })}</li>
              <li>{t('offer.term_valid_days', { days: String(terms.validDays) })}</li>
              <li>{t('offer.term_bonus_money')}</li>
            </ul>
          </section>
        )}
        <p className="offer__preview">{t('offer.pack_once')}</p>
        <OfferChannels channels={channels.data ?? []} value={channel} onChange={setPicked} />
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
