import type { DepositChannel } from '@nyota/contract/api/payments';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

/** The deposit channels as a single choice (native radios), in the wallet's look (its CSS classes). */
export function OfferChannels({
  channels,
  value,
  onChange,
}: {
  channels: readonly DepositChannel[];
  value: number | null;
  onChange(id: number): void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="wallet-group">
      <legend className="field__label">{t('offer.fd_channel')}</legend>
      <div className="channels">
        {channels.map((c) => (
          <label key={c.id} className="channel">
            <input
              type="radio"
              name="offer-channel"
              className="option__input"
              checked={value === c.id}
              onChange={() => onChange(c.id)}
              data-testid={`offer-channel-${c.channelCode}`}
            />
            <span className="channel__text">
              <span className="channel__name">{market.operators.find((o) => o.id === c.channelCode)?.name ?? c.channelCode}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
