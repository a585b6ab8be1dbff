/** Parts the deposit offers' dialogs share (pack, promotion, normal): entries, terms, channel, claim. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BonusEntry } from '@nyota/contract/api/bonuses';
import type { FirstDepositClaimData, OfferTermsView } from '@nyota/contract/api/deposit-offers';
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import { call } from '../../shared/api/client';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { TextField } from '../../shared/ui/TextField';
import { amountInput } from '@nyota/contract/rules';

export const money = (n: number) => formatMoney(n, market.currencySymbol);

const ENTRY: Record<number, MessageKey> = {
  1: 'offer.entry_cash',
  2: 'offer.entry_bonus',
  3: 'offer.entry_coins',
  5: 'offer.entry_coupon',
};

/** "2 × 10.00 coins", "K 25.00 bonus money". */
export function EntryText({ entry }: { entry: Pick<BonusEntry, 'type' | 'amount' | 'copies' | 'name'> }) {
  const { t } = useI18n();
  const key = ENTRY[entry.type] ?? 'offer.entry_cash';
  const amount = entry.type === 1 || entry.type === 2 ? money(entry.amount) : formatMinor(entry.amount);
  const one = t(key, { amount, name: entry.name });
  return <>{entry.copies > 1 ? `${entry.copies} × ${one}` : one}</>;
}

/** The bonus money's significant terms, shown before the player accepts. */
export function BonusMoneyTerms({ terms }: { terms: OfferTermsView }) {
  const { t } = useI18n();
  return (
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
  );
}

/** The deposit channels and the one picked (the wallet's selected one by default). */
export function useOfferChannel() {
  const channels = useQuery({ queryKey: ['depositChannels'], queryFn: ({ signal }) => call('depositChannels', {}, { signal }) });
  const [picked, setPicked] = useState<number | null>(null);
  const channel = picked ?? channels.data?.find((c) => c.selected)?.id ?? channels.data?.[0]?.id ?? null;
  return { channels: channels.data ?? [], channel, setPicked };
}

/**
 * A claim: starts the deposit, closes the dialog (and what holds it, `onLeave`: the wallet dialog)
 * and goes to the deposit's waiting page.
 */
export function useOfferClaim<V>(claim: (v: V) => Promise<FirstDepositClaimData>, onClose: () => void, onLeave?: () => void) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: claim,
    onSuccess: (res) => {
      onClose();
      onLeave?.();
      void navigate(res.redirectUrl);
    },
  });
}

/** The deposit amount typed in major units, with the smallest deposit as its hint. */
export function OfferAmount({ text, onText, min }: { text: string; onText(v: string): void; min: number }) {
  const { t } = useI18n();
  return (
    <TextField
      label={t('offer.fd_amount', { symbol: market.currencySymbol })}
      value={text}
      onValueChange={(v) => onText(amountInput(v).slice(0, 9))}
      inputMode="decimal"
      hint={t('offer.fd_min', { min: money(min) })}
      data-testid="offer-amount"
    />
  );
}

/** A minor amount as the text of the amount field ("50", "12.5"). */
export const majorText = (minor: number) => String(minor / 100);

/** The seeds' days rule of an entry or tier, as the player reads it. */
export const DAYS_RULE: Record<number, MessageKey> = { 1: 'offer.days_daily', 0: 'offer.days_every', [-1]: 'offer.days_once' };
