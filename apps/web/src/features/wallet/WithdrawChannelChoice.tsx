/** The channels a withdrawal can go to, with their fees; channels with a fee rule we cannot apply are named as errors. */
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { ChannelOptions, channelName } from './ChannelOptions';
import { feeRuleText } from './fees';
import type { OfferedChannel } from './withdraw-channels';

export interface WithdrawChannelChoiceProps {
  offered: OfferedChannel[];
  refused: OfferedChannel[];
  value: number | null;
  onChange(id: number): void;
}

export function WithdrawChannelChoice({ offered, refused, value, onChange }: WithdrawChannelChoiceProps) {
  const { t } = useI18n();
  return (
    <>
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
            const fee = feeRuleText(o.rule, market.currencySymbol);
            return {
              id: o.channel.id,
              code: o.channel.channelCode,
              detail: fee ? t('wallet.fee_rule', { fee }) : t('wallet.fee_none'),
            };
          })}
          value={value}
          onChange={onChange}
          testIdPrefix="withdraw-channel"
        />
      ) : (
        <p className="field__error">{t('wallet.withdraw_unavailable')}</p>
      )}
    </>
  );
}
